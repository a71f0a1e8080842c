import type { PaymentMethodsAnswer } from '@app/shared/contracts/bank-accounts';
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { apiRequest } from '../../api/http.ts';
import type { BalanceChangeAnswer } from '@app/shared/contracts/balance';
import { moneyRequest } from '../../api/money.ts';

/* The balance corrections staff post on a user's or a company's record. */

export type BalanceTarget = 'user' | 'company';

/** One correction (`adjust-balance`) or a new credit limit, sent with its Idempotency-Key. */
export const postBalanceCall = (
  target: BalanceTarget, id: RaRecord['id'], action: 'adjust-balance' | 'credit-limit', body: Record<string, unknown>,
  headers: Record<string, string> | undefined,
) => moneyRequest<BalanceChangeAnswer>(`/v1/admin/${target}/${id}/${action}`, { body, headers });

/** The company's active payment methods (with their QR images), for the top-up form. */
export const usePaymentMethods = () => useQuery({
  queryKey: ['payment-methods'],
  queryFn: () => apiRequest<PaymentMethodsAnswer>('/v1/admin/payment-methods'),
  staleTime: 60_000,
});
