import type { faultReportBody } from '@app/shared';
import type {
  AccountFaultyAnswer, FaultDeliveryAnswer, FaultQuoteAnswer, FaultReassignAnswer, FaultReportAnswer, FaultUnitsAnswer,
} from '@app/shared/contracts/faults';
import type { ResourceItemAnswer, ResourceRow } from '@app/shared/contracts/resources';
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { apiRequest } from '../../api/http.ts';
import { moneyRequest } from '../../api/money.ts';

/* What the fault screens read and send: a report's quote, its whole record, the units a buyer may report, the
   replacement delivered, and the staff actions that move stock (money calls, retried with their key). */

/** What resolving the report would do now: refund, penalty configured, stock (staff's dialogs). */
export const useFaultQuote = (id: RaRecord['id']) => useQuery({
  queryKey: ['report-fault-account', String(id), 'quote'],
  queryFn: async () => (await apiRequest<FaultQuoteAnswer>(`/v1/admin/report-fault-account/${id}/quote`)).item,
  staleTime: 0,
});

/** The report read whole (lists leave its image out). */
export const useWholeFaultReport = (id: RaRecord['id']) => useQuery({
  queryKey: ['report-fault-account', String(id), 'whole'],
  queryFn: async () => (await apiRequest<ResourceItemAnswer<ResourceRow>>(`/v1/admin/report-fault-account/${id}`)).item,
});

/** The units the user may report, found by what was typed. */
export const useFaultUnits = (q: string) => useQuery({
  queryKey: ['report-fault-account', 'units', q],
  queryFn: async () => (await apiRequest<FaultUnitsAnswer>('/v1/admin/report-fault-account/units', { body: q ? { q } : {} })).items,
  placeholderData: keepPreviousData,
});

/** The replacement delivered for a reassigned report. */
export const useFaultDelivery = (id: RaRecord['id'] | undefined, enabled: boolean) => useQuery({
  queryKey: ['report-fault-account', String(id), 'delivery'],
  queryFn: async () => (await apiRequest<FaultDeliveryAnswer>(`/v1/admin/report-fault-account/${id}/delivery`)).items,
  enabled: id !== undefined && enabled,
});

export const reportFault = (body: z.infer<typeof faultReportBody>, idempotencyKey: string) =>
  apiRequest<FaultReportAnswer>('/v1/admin/report-fault-account', { body, idempotencyKey });

export const reassignFault = (id: RaRecord['id']) =>
  moneyRequest<FaultReassignAnswer>(`/v1/admin/report-fault-account/${id}/reassign`, { body: {} });

export const markAccountFaulty = (id: RaRecord['id'], reason: string) =>
  moneyRequest<AccountFaultyAnswer>(`/v1/admin/digital-account/${id}/faulty`, { body: reason ? { reason } : {} });
