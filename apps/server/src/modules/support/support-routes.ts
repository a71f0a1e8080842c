import { responseSentAnswer, threadAnswer, ticketAnswer } from '@app/shared/contracts/support';
import { answers } from '@app/shared/contracts/envelope';
import {
  idParams, MAX_RESPONSE_IMAGES, supportResponseBody, SUPPORT_RESPONSE_TEXT_MAX, SUPPORT_THREAD_RESOURCES, type Permission,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unprocessable } from '../../lib/errors.ts';
import { callerOf } from '../../lib/caller.ts';
import type { SupportService } from './support-service.ts';

const emptyBody = z.strictObject({}).optional();

/**
 * What the route documents; the shared schema's rules (3 images, image types, length, not empty) are checked in
 * the handler so the answer's sentence is the rule that failed ("Puedes adjuntar máximo 3 imágenes…"), not a list
 * of field names.
 */
const responseShape = z.object({
  text: z.any().optional().describe(`Texto de la respuesta (hasta ${SUPPORT_RESPONSE_TEXT_MAX} caracteres)`),
  images: z.any().optional().describe(`Hasta ${MAX_RESPONSE_IMAGES} imágenes como data URL (JPEG, PNG, WEBP o GIF)`),
}).passthrough();

function responseInput(body: unknown) {
  const parsed = supportResponseBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.length ? String(issue.path[0]) : '_';
  const msg = issue.code === 'unrecognized_keys' ? `La respuesta solo admite texto e imágenes (sobra ${issue.keys.join(', ')}).` : issue.message;
  throw unprocessable(msg.endsWith('.') ? msg : `${msg}.`, { [field]: msg });
}

/**
 * The thread of each kind of ticket (the generic engine serves their lists, detail, create, export and logs):
 * read it (`.get`), answer (`.create`: a response is created), close and reopen (their workflow actions).
 */
export function supportRoutes(root: FastifyInstance, support: SupportService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const resource of SUPPORT_THREAD_RESOURCES) {
    const tags = [resource];
    const base = `/api/v1/admin/${resource}/:id`;
    const perm = (action: string) => `${resource}.${action}` as Permission;

    app.get(`${base}/responses`, { schema: { tags, params: idParams, response: answers({ 200: threadAnswer }) }, config: { permission: perm('get') } },
      async (req) => support.thread(callerOf(req.auth), resource, req.params.id));

    app.post(`${base}/responses`, {
      schema: { tags, params: idParams, body: responseShape, response: answers({ 201: responseSentAnswer }) },
      // a retried send (double click, lost answer) with the same key posts the response once
      config: { permission: perm('create'), idempotent: true },
    }, async (req, reply) => {
      const answer = await support.respond(callerOf(req.auth), resource, req.params.id, responseInput(req.body));
      return reply.status(201).send({ ...answer, msg: 'Respuesta enviada.' });
    });

    app.post(`${base}/close`, { schema: { tags, params: idParams, body: emptyBody, response: answers({ 200: ticketAnswer }) }, config: { permission: perm('close'), idempotent: true } },
      async (req) => ({ item: await support.close(callerOf(req.auth), resource, req.params.id), msg: 'Ticket cerrado.' }));

    app.post(`${base}/open`, { schema: { tags, params: idParams, body: emptyBody, response: answers({ 200: ticketAnswer }) }, config: { permission: perm('open'), idempotent: true } },
      async (req) => ({ item: await support.reopen(callerOf(req.auth), resource, req.params.id), msg: 'Ticket reabierto.' }));
  }
}
