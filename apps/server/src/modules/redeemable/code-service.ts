import {
  codeSaleMessage, formatDate, formatDateTime, formatMoney, MAX_BATCH_QUANTITY, REDEEM_PAGE_PATH, redeemableBalance as codeDef,
  redeemableStateLabel, vendorDebt, type RedeemableBatchInput,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../../lib/audit.ts';
import { conflict, forbidden, isUniqueViolation, notFound, unprocessable } from '../../lib/errors.ts';
import { nextNumber } from '../consecutives/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { reasonText } from '../sales/index.ts';
import { newCode, open, seal } from './code-vault.ts';
import {
  batchCodes, batchSummaries, ciphersOf, companyKey, countAvailable, heldCodes, insertCodes, insertSecrets, lockAvailableCodes,
  findCode, lockCode, lockCodes, todayBogota, updateCode, updateCodes, type CodeRow, type HeldFilters, type HeldRow,
} from './redeemable-repository.ts';
import { findSeller, lockSeller, appendMovement } from './vendor-ledger-repository.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';

/** The consecutive that numbers a company's batches. */
const BATCH_SEQUENCE = 'redeemable-balance-batch';

const money = (cents: number) => formatMoney(cents, { decimals: 0 });
const missing = (id: number) => notFound(`Saldo redimible: el registro ${id} no existe.`);

const log = (tx: Tx, row: CodeRow, actor: Actor, text: string, before: CodeRow | null) =>
  writeLog(tx, { companyId: row.company_id, objectType: codeDef.name, objectId: row.id, actor, text, changes: diffChanges(before, row) });

/** Why a code cannot be handed to a seller or sold, in the words of its stage (and expiry: `today` is Bogota's). */
function stageProblem(row: CodeRow, today: string, verb: 'asignar' | 'vender'): string | null {
  const expired = !!row.expires_at && (row.expires_at as string) < today;
  const name = `el código ${row.code}`;
  switch (row.status) {
    case 'redeemed':
      return `No se puede ${verb} ${name}: ya fue redimido.`;
    case 'annulled':
      return `No se puede ${verb} ${name}: fue anulado.`;
    case 'sold':
      return `No se puede ${verb} ${name}: ya fue vendido${row.sold_at ? ` el ${formatDateTime(row.sold_at)}` : ''}.`;
    default:
  }
  if (expired) return `No se puede ${verb} ${name}: venció el ${formatDate(row.expires_at)}.`;
  if (verb === 'asignar' && row.status !== 'available') return `No se puede asignar ${name}: ya está asignado a un vendedor.`;
  if (verb === 'vender' && row.status === 'available') return `No se puede vender ${name}: aún no está asignado a un vendedor.`;
  return null;
}

/**
 * A batch of `quantity` codes of one value and expiry (numbered by the company's consecutive), inside the caller's
 * transaction (the API's, or the seed's): the answer is the only time anyone sees them in full before a seller
 * holds them.
 */
export async function createBatch(tx: Tx, caller: Caller, input: RedeemableBatchInput) {
  if (input.quantity > MAX_BATCH_QUANTITY) throw unprocessable(`Puedes crear hasta ${MAX_BATCH_QUANTITY} códigos por lote.`, { quantity: `Máximo ${MAX_BATCH_QUANTITY}` });
  const prefix = input.prefix?.trim() || null;
  const today = await todayBogota(tx);
  if (input.expires_at < today) {
    throw unprocessable(`La fecha de vencimiento no puede ser anterior a hoy (${formatDate(today)}).`, { expires_at: 'No puede ser anterior a hoy' });
  }
  const batch = (await nextNumber(tx, caller.companyId, BATCH_SEQUENCE)).number;
  const codes = new Map<string, ReturnType<typeof newCode>>();
  while (codes.size < input.quantity) {
    const c = newCode(prefix);
    codes.set(c.hash, c);
  }
  const made = [...codes.values()];
  const rows = await insertCodes(tx, made.map((c) => ({
    company_id: caller.companyId, code: c.masked, batch, value: input.value, status: 'available', expires_at: input.expires_at,
    created_by: caller.user.id,
  })));
  const key = await companyKey(tx, caller.companyId);
  try {
    await insertSecrets(tx, rows.map((row, i) => ({
      redeemable_balance_id: row.id, company_id: caller.companyId, code_hash: made[i].hash, code_cipher: seal(key, row.id, made[i].full),
    })));
  } catch (err) {
    // two codes of 59 random bits meeting is not expected in the life of the product; if it ever happens, say so
    if (isUniqueViolation(err)) throw conflict('Uno de los códigos generados ya existía. Intenta crear el lote de nuevo.');
    throw err;
  }
  for (const row of rows) await log(tx, row, caller.actor, `Código creado en el lote ${batch}`, null);
  return {
    batch,
    items: rows.map((row, i) => ({ id: row.id, code: made[i].full, masked: row.code, value: row.value, expires_at: row.expires_at, batch })),
  };
}

/** Locked codes to a seller, each from `available` and not expired; all or none (the caller's transaction rolls back). */
export async function assignCodes(tx: Tx, caller: Caller, codes: CodeRow[], sellerId: number) {
  const seller = await findSeller(tx, caller.companyId, sellerId);
  if (!seller) throw notFound(`Vendedor autorizado: el registro ${sellerId} no existe.`);
  if (!seller.user_id) throw conflict(`El vendedor ${seller.name} no tiene usuario: asígnale uno en Vendedores autorizados para que pueda ver y vender sus códigos.`);
  if (!seller.active) throw conflict(`El vendedor ${seller.name} está inactivo: actívalo antes de entregarle códigos.`);
  if (!seller.authorized) throw conflict(`La autorización de ${seller.name} venció el ${formatDate(seller.authorized_until as string)}: renuévala antes de entregarle códigos.`);
  const today = await todayBogota(tx);
  for (const code of codes) {
    const problem = stageProblem(code, today, 'asignar');
    if (problem) throw conflict(problem);
  }
  const rows = await updateCodes(tx, codes.map((c) => c.id), {
    status: 'assigned', seller_id: seller.id, vendor_id: seller.user_id, assigned_at: sql`now()`,
  });
  const before = new Map(codes.map((c) => [c.id, c]));
  for (const row of rows) await log(tx, row, caller.actor, `Código asignado a ${seller.name}`, before.get(row.id)!);
  return { seller, items: rows };
}

/**
 * assigned → sold, inside the caller's transaction: by the seller holding the code (or staff on its behalf), to a
 * buyer's name and phone. The seller now owes the value minus its discount: one row of its ledger, with the code.
 */
export async function sellCode(tx: Tx, caller: Caller, id: number, buyer: { buyer_name?: string | null; buyer_phone?: string | null }) {
  const before = await lockCode(tx, caller.companyId, id);
  // only its holder reaches a code to sell it; anyone else reads it as missing
  if (!before || (!caller.seesWholeCompany && before.vendor_id !== caller.user.id)) throw missing(id);
  const problem = stageProblem(before, await todayBogota(tx), 'vender');
  if (problem) throw conflict(problem);
  const seller = await lockSeller(tx, caller.companyId, before.seller_id as number);
  if (!seller) throw conflict(`El vendedor del código ${before.code} ya no existe.`);
  const debt = vendorDebt(before.value, seller.redeemable_discount as number | null);
  const row = await updateCode(tx, id, {
    status: 'sold', sold_at: sql`now()`, buyer_name: buyer.buyer_name?.trim() || null, buyer_phone: buyer.buyer_phone?.trim() || null, vendor_debt: debt,
  });
  const who = row.buyer_name ? ` a ${row.buyer_name}` : '';
  const movement = debt > 0 ? await appendMovement(tx, {
    companyId: caller.companyId, sellerId: seller.id, vendorId: before.vendor_id ?? seller.user_id, kind: 'sale', amount: debt, codeId: id,
    note: `Venta del código ${row.code}${who} (${money(row.value)} menos ${seller.redeemable_discount ?? 0} % de descuento)`, actor: caller.actor,
  }) : null;
  await log(tx, row, caller.actor, `Código vendido${who}: ${seller.name} debe ${money(debt)} a la empresa`, before);
  return { row, debt, balance: movement?.balance_after ?? Number(seller.balance ?? 0) };
}

/** available|assigned → annulled inside the caller's transaction, with the reason already checked. */
export async function annulCode(tx: Tx, caller: Caller, id: number, reason: string) {
  const before = await lockCode(tx, caller.companyId, id);
  if (!before) throw missing(id);
  if (before.status !== 'available' && before.status !== 'assigned') {
    throw conflict(`No se puede anular el código ${before.code}: está ${redeemableStateLabel(before.status).toLowerCase()}; solo se anulan códigos sin vender.`);
  }
  const row = await updateCode(tx, id, { status: 'annulled', reason });
  await log(tx, row, caller.actor, `Código anulado: ${reason}`, before);
  return row;
}

export interface CodeServiceOptions {
  /** PUBLIC_URL if configured (config.publicUrl), else the caller's `origin`: the link of the message a seller sends its buyer. */
  publicUrl: string | null;
  port: number;
}

/** A caller of the code screens: its company's name and the origin its request came to, for the buyer's message. */
export type CodeCaller = Caller & { companyName?: string; origin?: string | null };

/**
 * Redeemable codes from creation to sale (DOMAIN.md "Redeemable balance"): staff create a batch (seeing its codes
 * in full once) and hand codes to an authorized seller; the seller (or staff on its behalf) marks one sold, which
 * writes the seller's debt in its own ledger; staff may annul a code never sold. Every change locks the code
 * first, so two of them never both pass; the seller's row is locked after its codes, always in that order.
 */
export function codeService(db: Db, options: CodeServiceOptions) {
  const linkFor = (caller: CodeCaller) => `${publicBaseUrl(options.publicUrl, caller.origin ?? null, options.port)}${REDEEM_PAGE_PATH}`;

  const staffOnly = (caller: Caller, what: string) => {
    if (!caller.seesWholeCompany) throw forbidden(`Solo el personal de la empresa puede ${what}.`);
  };

  /** The full codes of the rows the caller holds (a seller sees its own codes in full; nobody else does). */
  async function reveal<T extends CodeRow>(tx: Tx, caller: Caller, rows: T[]): Promise<Map<number, string>> {
    const mine = rows.filter((r) => r.vendor_id === caller.user.id);
    if (!mine.length) return new Map();
    const key = await companyKey(tx, caller.companyId);
    const ciphers = await ciphersOf(tx, mine.map((r) => r.id));
    const out = new Map<number, string>();
    for (const r of mine) {
      const full = ciphers.get(r.id) ? open(key, r.id, ciphers.get(r.id)!) : null;
      if (full) out.set(r.id, full);
    }
    return out;
  }

  const messageFor = (caller: CodeCaller, row: CodeRow, full: string) => codeSaleMessage({
    code: full, value: row.value, expiresAt: row.expires_at as string, buyerName: row.buyer_name, company: caller.companyName, link: linkFor(caller),
  });

  /** Rows as a seller's screen shows them: the full code and the ready message where the caller holds the code. */
  async function withCodes<T extends CodeRow>(tx: Tx, caller: CodeCaller, rows: T[]) {
    const full = await reveal(tx, caller, rows);
    return rows.map((r) => {
      const code = full.get(r.id) ?? null;
      return { ...r, full_code: code, message: code ? messageFor(caller, r, code) : null };
    });
  }

  return {
    /** A batch of codes (see createBatch), by staff. */
    async createBatch(caller: Caller, input: RedeemableBatchInput) {
      staffOnly(caller, 'crear códigos');
      return inTransaction(db, (tx) => createBatch(tx, caller, input));
    },

    /** Codes (by id) to a seller, each from `available` and not expired; all or none. */
    async assign(caller: Caller, ids: number[], sellerId: number) {
      staffOnly(caller, 'asignar códigos');
      const unique = [...new Set(ids)];
      return inTransaction(db, async (tx) => {
        const codes = await lockCodes(tx, caller.companyId, unique);
        const found = new Set(codes.map((c) => c.id));
        const absent = unique.find((id) => !found.has(id));
        if (absent !== undefined) throw missing(absent);
        return assignCodes(tx, caller, codes, sellerId);
      });
    },

    /** The oldest `quantity` codes still to hand out (of one batch when given) to a seller; all or none. */
    async assignQuantity(caller: Caller, quantity: number, sellerId: number, batch?: number | null) {
      staffOnly(caller, 'asignar códigos');
      return inTransaction(db, async (tx) => {
        const codes = await lockAvailableCodes(tx, caller.companyId, quantity, batch);
        if (codes.length < quantity) {
          const left = await countAvailable(tx, caller.companyId, batch);
          const where = batch ? ` en el lote ${batch}` : '';
          throw conflict(`Solo hay ${left} ${left === 1 ? 'código disponible' : 'códigos disponibles'}${where} (sin asignar ni vencidos); pediste ${quantity}. No se asignó ninguno.`);
        }
        return assignCodes(tx, caller, codes, sellerId);
      });
    },

    /**
     * assigned → sold (see sellCode). The answer names the code masked only: a money call's answer is kept for its
     * Idempotency-Key, and a code must never be stored in clear; the holder reads it with `code` right after.
     */
    async sell(caller: Caller, id: number, buyer: { buyer_name?: string | null; buyer_phone?: string | null }) {
      const { row, debt, balance } = await inTransaction(db, (tx) => sellCode(tx, caller, id, buyer));
      return { item: row, debt, balance };
    },

    /** One code in full with its buyer's message, for the seller holding it; anyone else reads it as missing. */
    async code(caller: CodeCaller, id: number) {
      const row = await findCode(db, caller.companyId, id);
      if (!row || row.vendor_id !== caller.user.id) throw missing(id);
      const [item] = await withCodes(db, caller, [row]);
      if (!item.full_code) throw conflict(`El código ${row.code} ya no se puede mostrar completo: se creó antes de que los códigos se guardaran cifrados.`);
      return { id: row.id, code: item.full_code, message: item.message };
    },

    /** available|assigned → annulled (staff, with a reason): a code lost or misprinted can no longer be sold or redeemed. */
    async annul(caller: Caller, id: number, input: { reason?: string | null; note?: string | null }) {
      staffOnly(caller, 'anular códigos');
      const text = reasonText(input);
      return inTransaction(db, (tx) => annulCode(tx, caller, id, text));
    },

    /** Codes handed to sellers as the seller screen lists them: a seller its own (in full), staff any seller's (masked). */
    async held(caller: CodeCaller, filters: HeldFilters, page: { page: number; size: number }) {
      const scoped: HeldFilters = caller.seesWholeCompany ? filters : { ...filters, vendorId: caller.user.id };
      const { items, total } = await heldCodes(db, caller.companyId, scoped, page);
      return { items: await withCodes(db, caller, items), total };
    },

    /** Batches with their counts by state: all of them for staff, those a seller holds codes of for a seller. */
    batches: (caller: Caller) => batchSummaries(db, caller.companyId, caller.seesWholeCompany ? null : caller.user.id),

    /** A batch's codes for its spreadsheet: a seller gets the ones it holds, in full; staff every code, masked. */
    async batchRows(caller: CodeCaller, batch: number): Promise<(HeldRow & { full_code: string | null; message: string | null })[]> {
      const rows = await batchCodes(db, caller.companyId, batch, caller.seesWholeCompany ? null : caller.user.id);
      if (!rows.length) throw notFound(`No tienes códigos del lote ${batch}.`);
      return withCodes(db, caller, rows);
    },
  };
}

export type CodeService = ReturnType<typeof codeService>;
