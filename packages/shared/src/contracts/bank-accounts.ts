import { z } from 'zod';
import { aRecord, okAnswer } from './envelope.ts';

/* The answers of the bank-accounts module's routes (apps/server/src/modules/bank-accounts). */

export const platformBankAccountListAnswer = okAnswer({ items: z.array(aRecord), total: z.number() });
export const platformBankAccountSearchAnswer = okAnswer({ items: z.array(aRecord) });

/**
 * One way to pay the company, as the top-up screens show it (DOMAIN.md "Payment methods of Colombia"): what to
 * copy (the number or key, the holder and the document) and the QR image where one is configured.
 */
export const paymentMethod = z.object({
  id: z.number(),
  kind: z.string(),
  kind_label: z.string(),
  name: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_type: z.string().nullable(),
  breb_key_type: z.string().nullable(),
  number_label: z.string(),
  account_number: z.string().nullable(),
  holder: z.string().nullable(),
  holder_document: z.string().nullable(),
  payment_link: z.string().nullable(),
  qr: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodsAnswer = okAnswer({ items: z.array(paymentMethod) });
export type PaymentMethodsAnswer = z.output<typeof paymentMethodsAnswer>;
