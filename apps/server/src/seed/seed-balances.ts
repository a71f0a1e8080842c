import { bankAccountName, normalizeTransactionId, todayBogota } from '@app/shared';
import type { Tx } from '../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../lib/audit.ts';
import { depositSlip } from './deposit-slips.ts';
import { findBankByCode, insertBank, insertBankAccount } from '../modules/bank-accounts/index.ts';
import { approve, checkReceipt, reject, reverse } from '../modules/consignments/index.ts';
import { COMPANY_CONSIGNMENT, USER_CONSIGNMENT, type ConsignmentKind } from '../modules/consignments/index.ts';
import { insertConsignment, rootCompanyId } from '../modules/consignments/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';
import { seedPaymentMethods } from './seed-payment-methods.ts';

const daysAgo = (n: number) => {
  const d = new Date(`${todayBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function account(tx: Tx, companyId: number, bank: { id: number; name: string }, values: { account_number: string; account_type: string; holder: string; holder_document: string }) {
  const row = { company_id: companyId, bank_id: bank.id, ...values, active: true };
  return (await insertBankAccount(tx, { ...row, name: bankAccountName(bank.name, row) })).id;
}

type Outcome = 'pending' | 'approved' | 'rejected' | 'reversed';

interface Report {
  kind: ConsignmentKind;
  companyId: number;
  owner?: { id: number; name: string };
  reporter: Actor;
  bankAccountId: number;
  amount: number;
  transactionId: string;
  daysAgo: number;
  outcome: Outcome;
  reason?: string;
  /** Which demo deposit slip is its receipt (depositSlip). */
  slip: number;
}

/** Reports a consignment as its owner would, then takes it to its outcome through the same actions the API runs. */
async function consignment(tx: Tx, approver: Actor, r: Report) {
  const row = await insertConsignment(tx, r.kind, {
    company_id: r.companyId, ...(r.owner ? { user_id: r.owner.id } : {}), amount: r.amount, bank_account_id: r.bankAccountId,
    transaction_id: normalizeTransactionId(r.transactionId), consignment_registration_date: daysAgo(r.daysAgo), receipt: depositSlip(r.slip),
    consignments_state: 'draft', created_by: r.reporter.id, payment_method: 'bank',
  });
  await checkReceipt(tx, r.kind, row);
  await writeLog(tx, {
    companyId: r.companyId, objectType: r.kind.def.name, objectId: row.id, actor: r.reporter, text: `${r.kind.def.label.one} creado`,
    changes: diffChanges(null, row),
  });
  if (r.outcome === 'pending') return;
  if (r.outcome === 'rejected') {
    await reject(tx, r.kind, row, approver, r.reason ?? 'El valor no coincide con el comprobante');
    return;
  }
  const { item } = await approve(tx, r.kind, row, approver);
  if (r.outcome === 'reversed') await reverse(tx, r.kind, item, approver, r.reason ?? 'Se aprobó por error');
}

/**
 * Demo data of the balances: bank accounts of Demo (where its network pays) and of the root company (where
 * companies pay), and consignments in every state. Starting balances come only from approved consignments
 * through the ledger, so every cached balance equals the sum of its ledger rows from the first start.
 */
export async function seedBalances(tx: Tx) {
  const admin = await findUserByUsername(tx, 'admin');
  const root = await findUserByUsername(tx, 'root');
  const rootId = await rootCompanyId(tx);
  if (!admin || !root || !rootId) return;
  const demoId = admin.company_id;
  const people: Record<string, { id: number; name: string }> = {};
  for (const username of ['distribuidor', 'subdistribuidor', 'cliente']) {
    const u = await findUserByUsername(tx, username);
    if (!u) return;
    people[username] = { id: u.id, name: u.name };
  }
  const actor = (p: { id: number; name: string }): Actor => ({ id: p.id, name: p.name });
  const adminActor = actor(admin);

  const bancolombia = await findBankByCode(tx, demoId, 'BCOL');
  const davivienda = await findBankByCode(tx, demoId, 'DAVI');
  const nequi = await findBankByCode(tx, demoId, 'NEQUI');
  if (!bancolombia || !davivienda || !nequi) return;
  const demoAccounts = {
    bancolombia: await account(tx, demoId, bancolombia, { account_number: '123-456789-01', account_type: 'savings', holder: 'Demo Cuentas SAS', holder_document: '900123456' }),
    davivienda: await account(tx, demoId, davivienda, { account_number: '0550-1234-5678', account_type: 'checking', holder: 'Demo Cuentas SAS', holder_document: '900123456' }),
    nequi: await account(tx, demoId, nequi, { account_number: '3001112233', account_type: 'wallet', holder: 'Administrador Demo', holder_document: '1020304050' }),
  };
  await seedPaymentMethods(tx, demoId, davivienda);
  const rootBank = (await findBankByCode(tx, rootId, 'BBOG')) ?? await insertBank(tx, { company_id: rootId, name: 'Banco de Bogotá', code: 'BBOG', active: true });
  const rootAccount = await account(tx, rootId, rootBank, { account_number: '987-654321-00', account_type: 'checking', holder: 'Plataforma Cuentas SAS', holder_document: '901000111' });

  let slips = 0;
  const user = (owner: string, bankAccountId: number, amount: number, transactionId: string, days: number, outcome: Outcome, reason?: string, slip = slips++): Report => ({
    kind: USER_CONSIGNMENT, companyId: demoId, owner: people[owner], reporter: actor(people[owner]), bankAccountId, amount,
    transactionId, daysAgo: days, outcome, reason, slip,
  });
  const reports: Report[] = [
    // distribuidor: $ 800.000 of balance (500.000 + 300.000 approved; 40.000 approved then reversed)
    user('distribuidor', demoAccounts.bancolombia, 50_000_000, 'BCOL-100001', 12, 'approved'),
    user('distribuidor', demoAccounts.davivienda, 30_000_000, 'DAVI-200001', 6, 'approved'),
    user('distribuidor', demoAccounts.nequi, 4_000_000, 'NEQ-300001', 5, 'reversed', 'El banco devolvió o anuló la transacción'),
    user('distribuidor', demoAccounts.bancolombia, 5_000_000, 'BCOL-100002', 3, 'rejected', 'La transacción no aparece en la cuenta bancaria'),
    user('distribuidor', demoAccounts.bancolombia, 10_000_000, 'BCOL-100003', 0, 'pending'),
    // subdistribuidor: $ 200.000 of balance
    user('subdistribuidor', demoAccounts.davivienda, 20_000_000, 'DAVI-200002', 8, 'approved'),
    user('subdistribuidor', demoAccounts.nequi, 2_500_000, 'NEQ-300002', 4, 'rejected', 'Comprobante ilegible o incompleto'),
    user('subdistribuidor', demoAccounts.nequi, 6_000_000, 'NEQ-300003', 1, 'pending'),
    // cliente: $ 50.000 of balance and one waiting
    user('cliente', demoAccounts.nequi, 5_000_000, 'NEQ-300004', 2, 'approved'),
    user('cliente', demoAccounts.nequi, 3_000_000, 'NEQ-300005', 0, 'pending'),
    // suspected duplicates for staff to review: subdistribuidor's pending reference typed another way, and the
    // receipt of distribuidor's approved Davivienda deposit sent again under a new reference
    user('cliente', demoAccounts.nequi, 6_000_000, 'neq 300 003', 0, 'pending'),
    user('distribuidor', demoAccounts.davivienda, 30_000_000, 'DAVI-200009', 0, 'pending', undefined, 1),
  ];
  for (const r of reports) await consignment(tx, adminActor, r);

  // Demo's own balance, topped up at the platform (approved by root)
  const company = (amount: number, transactionId: string, days: number, outcome: Outcome): Report => ({
    kind: COMPANY_CONSIGNMENT, companyId: demoId, reporter: adminActor, bankAccountId: rootAccount, amount, transactionId, daysAgo: days, outcome,
    slip: slips++,
  });
  for (const r of [company(100_000_000, 'PLAT-500001', 10, 'approved'), company(50_000_000, 'PLAT-500002', 1, 'pending')]) {
    await consignment(tx, actor(root), r);
  }
}
