import type { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the balance module's routes (apps/server/src/modules/balance). */

/** An adjustment or a credit-limit change: the target's balance figures after it. */
export const balanceChangeAnswer = okAnswer({});

/** A balance movement as the redemption history reads it from `POST .../balance-movements/list` (the engine's row). */
export type BalanceMovementRow = { id: number; amount: number; note: string | null; movement_date: string };
/** The web reads the correction's message only. */
export type BalanceChangeAnswer = z.output<typeof balanceChangeAnswer>;
