import { consignments as consignmentsDef, consignmentsCompany as consignmentsCompanyDef, type ResourceDef } from '@app/shared';
import { consignments, consignmentsCompany } from '../../db/schema/index.ts';
import type { AccountType } from '../ledger/index.ts';

/**
 * What differs between a user's top-up and a company's: whose balance it credits, whose bank accounts it
 * names, whose minimum applies, and the ledger keys of its business events. Everything else is shared.
 */
export interface ConsignmentKind {
  def: ResourceDef;
  table: typeof consignments;
  /** The balance an approval credits. */
  account: (row: ConsignmentRow) => { type: AccountType; id: number };
  /** Prefix of the ledger keys: `${prefix}:${id}:credit` and `${prefix}:${id}:reverse`. */
  keyPrefix: string;
  /** Bank accounts and the minimum value are the receiving company's: the tenant's own, or the root company's. */
  receiver: 'tenant' | 'root';
  /** Article and noun for messages ("La consignación 12 ..."). */
  noun: string;
}

export type ConsignmentRow = Record<string, unknown> & {
  id: number;
  company_id: number;
  amount: number;
  bank_account_id: number;
  transaction_id: string;
  consignments_state: string;
  user_id?: number | null;
  receipt?: string | null;
  created_by?: number | null;
};

export const USER_CONSIGNMENT: ConsignmentKind = {
  def: consignmentsDef,
  table: consignments,
  account: (row) => ({ type: 'user', id: Number(row.user_id) }),
  keyPrefix: 'consignment',
  receiver: 'tenant',
  noun: 'consignación',
};

export const COMPANY_CONSIGNMENT: ConsignmentKind = {
  def: consignmentsCompanyDef,
  table: consignmentsCompany as unknown as typeof consignments,
  account: (row) => ({ type: 'company', id: row.company_id }),
  keyPrefix: 'consignment-company',
  receiver: 'root',
  noun: 'consignación de empresa',
};

export const CONSIGNMENT_KINDS = [USER_CONSIGNMENT, COMPANY_CONSIGNMENT] as const;
