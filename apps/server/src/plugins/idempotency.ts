import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { onCommit, type Db, type Tx } from '../db/client.ts';
import { runWithPrologue, type PrologueSlot } from '../db/transaction-prologue.ts';
import { AppError, conflict, unprocessable } from '../lib/errors.ts';
import { enveloped } from './envelope.ts';
import {
  answerLost, claimKey, claimStatement, findKey, releaseKey, storeResponse, storeResponseStatement, takeOverKey, type Claim,
} from './idempotency-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Money-moving route: honours the Idempotency-Key header. */
    idempotent?: boolean;
    /**
     * Runs before a retry gets the stored answer (which moved nothing): an answer that carries credentials is a
     * reveal each time it is sent, so the route records its views again. A failure answers 500 and sends nothing.
     */
    replayed?: (request: FastifyRequest, answer: unknown) => Promise<void>;
  }
  interface FastifyRequest {
    idempotencyId: number | null;
    /**
     * This request's hold on its Idempotency-Key, the slot its transactions read it from, and whether its answer
     * was stored by the transaction that committed its work (answerWithWork).
     */
    idempotencyClaim: { claim: Claim; slot: PrologueSlot; answered?: boolean } | null;
  }
}

const WAIT_FOR_FIRST_MS = 15_000;
/**
 * How long a claim may stay unanswered with no work transaction open before a retry takes it over. Its holder
 * opens that transaction within milliseconds of claiming (the row is locked from then on and never taken over
 * while it runs), so only a holder that died or lost its database (restart, cut connection) leaves one this old.
 * A holder merely slow to start is fenced out (409) and the retry does the work: exactly once either way.
 */
export const CLAIM_LEASE_SECONDS = 5;
/**
 * How old a claim whose work committed but whose answer is missing must be before a retry is told the answer is lost
 * (and the row must not be locked by a work transaction): no request runs this long, so its holder is gone. Only
 * routes that store their answer after sending it can leave one so (answerWithWork stores it with the work).
 */
export const ANSWER_LOST_SECONDS = 60;
const IN_PROGRESS = 'Una petición con esta clave de idempotencia sigue en curso. Intenta de nuevo en un momento.';
const answerLostError = () => new AppError(409, 'La operación con esta clave de idempotencia ya se realizó, pero su respuesta no quedó guardada '
  + '(el servidor se interrumpió al responder). No se repitió: consulta su resultado en tus pedidos o en tus movimientos.', undefined, 'IDEMPOTENCY_ANSWER_LOST');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A retry with the same Idempotency-Key and body gets the first answer and moves nothing; the same key with
 * another body is refused with 409. A retry that arrives while the first is still running waits for its answer.
 * The claim is marked inside the work's own transactions (claimStatement), so a claim whose work never committed
 * (its process or its database went away mid-request) does not hold the key: past the lease a retry takes it over.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('idempotencyId', null);
  app.decorateRequest('idempotencyClaim', null);

  const hold = (request: { idempotencyId: number | null; idempotencyClaim: unknown }, claim: Claim) => {
    request.idempotencyId = claim.id;
    request.idempotencyClaim = {
      claim,
      slot: {
        prologue: {
          statement: claimStatement(claim),
          check: (rows: unknown[]) => {
            if (rows.length === 0) throw conflict(IN_PROGRESS);
          },
        },
      },
    };
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = String(header);
    if (!key || key.length > 200) throw unprocessable('La clave de idempotencia debe tener entre 1 y 200 caracteres.', { 'Idempotency-Key': 'Clave no válida' });
    const hash = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const userId = request.auth.user.id;
    const claimed = await claimKey(opts.db, userId, key, hash);
    if (claimed !== null) return hold(request, claimed);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const first = await findKey(opts.db, userId, key, CLAIM_LEASE_SECONDS, ANSWER_LOST_SECONDS);
      if (!first) {
        // the first attempt failed and released the key: this one runs for real
        const retry = await claimKey(opts.db, userId, key, hash);
        if (retry !== null) return hold(request, retry);
        continue;
      }
      if (first.request_hash !== hash) throw conflict('Esta clave de idempotencia ya se usó con otra petición.');
      if (first.status_code !== null) {
        await request.routeOptions.config.replayed?.(request, first.response);
        reply.header('idempotent-replayed', 'true');
        return reply.status(first.status_code).send(first.response);
      }
      if (first.lease_over && !first.work_committed) {
        // its holder is gone without committing anything (or is not in its work yet): this retry does the work
        const taken = await takeOverKey(opts.db, userId, key, hash, CLAIM_LEASE_SECONDS);
        if (taken !== null) return hold(request, taken);
      }
      // its work committed and its holder died before storing the answer: nothing to wait for, nothing to redo
      if (first.work_committed && first.overdue && (await answerLost(opts.db, userId, key, ANSWER_LOST_SECONDS))) throw answerLostError();
      if (Date.now() > deadline) throw conflict(IN_PROGRESS);
      await sleep(50);
    }
  });

  // The handler, and every transaction it opens, runs with the claim as their first statement. A callback hook:
  // `done` runs the rest of the request inside the claim's async context.
  app.addHook('preHandler', (request, _reply, done) => {
    const held = request.idempotencyClaim;
    if (!held) return done();
    runWithPrologue(held.slot, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    request.idempotencyId = null;
    // work this request left running after its answer no longer speaks for the claim
    held.slot.prologue = null;
    // stored with the work's commit: a failure after it (even a 500) does not change what the key answers
    if (held.answered) return payload;
    if (reply.statusCode >= 500) {
      // with the database away the key stays claimed, uncommitted: a retry takes it over past the lease
      await releaseKey(opts.db, held.claim).catch((err: Error) => request.log.warn({ err }, 'clave de idempotencia sin liberar'));
      return payload;
    }
    // the serialized answer as it is (PostgreSQL reads it as jsonb): no parse here and no second serialization
    await storeResponse(opts.db, held.claim, reply.statusCode, typeof payload === 'string' ? payload : null);
    return payload;
  });
});

/**
 * For a route whose answer is known before its work commits: the statement that stores `body` (enveloped and
 * serialized as the route sends it, with `status`) as the key's answer, for the caller to send with the COMMIT of
 * the work's transaction `tx`. `fill` turns the serialized text into the jsonb stored, filling in what the
 * transaction's last statement decides (a sale's number). Once `tx` commits the answer is not stored again after it
 * is sent: a process or a connection lost right after the COMMIT leaves the key answered, never "en curso" with its
 * work done. Null when the request holds no key.
 */
export function answerWithWork(
  request: FastifyRequest, reply: FastifyReply, tx: Tx, status: number, body: Record<string, unknown>,
  fill: (json: string) => SQL = (json) => sql`${json}::jsonb`,
): SQL | null {
  const held = request.idempotencyClaim;
  if (!held) return null;
  reply.code(status);
  const json = reply.serialize(enveloped(request, body)) as string;
  onCommit(tx, () => {
    held.answered = true;
  });
  return storeResponseStatement(held.claim, status, fill(json));
}
