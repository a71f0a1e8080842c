import type { DeliveredItem, FaultQuote, faultReportBody, FaultUnitOption } from '@app/shared';
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { apiRequest } from '../../api/http.ts';
import { moneyRequest } from '../../api/money.ts';
import type { DeliveredUnit } from '../../components/money/delivered-units.tsx';

/* What the fault screens read and send: a report's quote, its whole record, the units a buyer may report, the
   replacement delivered, and the staff actions that move stock (money calls, retried with their key). */

/** What resolving the report would do now: refund, penalty configured, stock (staff's dialogs). */
export const useFaultQuote = (id: RaRecord['id']) => useQuery({
  queryKey: ['report-fault-account', String(id), 'quote'],
  queryFn: async () => (await apiRequest<{ item: FaultQuote }>(`/v1/admin/report-fault-account/${id}/quote`)).item,
  staleTime: 0,
});

/** The report read whole (lists leave its image out). */
export const useWholeFaultReport = (id: RaRecord['id']) => useQuery({
  queryKey: ['report-fault-account', String(id), 'whole'],
  queryFn: async () => (await apiRequest<{ item: RaRecord }>(`/v1/admin/report-fault-account/${id}`)).item,
});

/** The units the user may report, found by what was typed. */
export const useFaultUnits = (q: string) => useQuery({
  queryKey: ['report-fault-account', 'units', q],
  queryFn: async () => (await apiRequest<{ items: FaultUnitOption[] }>('/v1/admin/report-fault-account/units', { body: q ? { q } : {} })).items,
  placeholderData: keepPreviousData,
});

/** The replacement delivered for a reassigned report. */
export const useFaultDelivery = (id: RaRecord['id'] | undefined, enabled: boolean) => useQuery({
  queryKey: ['report-fault-account', String(id), 'delivery'],
  queryFn: async () => (await apiRequest<{ items: DeliveredUnit[] }>(`/v1/admin/report-fault-account/${id}/delivery`)).items,
  enabled: id !== undefined && enabled,
});

export const reportFault = (body: z.infer<typeof faultReportBody>, idempotencyKey: string) =>
  apiRequest<{ item: { id: number }; msg: string }>('/v1/admin/report-fault-account', { body, idempotencyKey });

export const reassignFault = (id: RaRecord['id']) =>
  moneyRequest<{ items: DeliveredItem[]; msg: string }>(`/v1/admin/report-fault-account/${id}/reassign`, { body: {} });

export interface FaultyAnswer {
  msg: string;
  items: { report: { id: number; login: string; profile_name: string | null; status: string }; delivered: { login: string; profile: string | null } | null }[];
}

export const markAccountFaulty = (id: RaRecord['id'], reason: string) =>
  moneyRequest<FaultyAnswer>(`/v1/admin/digital-account/${id}/faulty`, { body: reason ? { reason } : {} });
