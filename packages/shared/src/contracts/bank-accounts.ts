import { z } from 'zod';
import { aRecord, okAnswer } from './envelope.ts';

/* The answers of the bank-accounts module's routes (apps/server/src/modules/bank-accounts). */

export const platformBankAccountListAnswer = okAnswer({ items: z.array(aRecord), total: z.number() });
export const platformBankAccountSearchAnswer = okAnswer({ items: z.array(aRecord) });
