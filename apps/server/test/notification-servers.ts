import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * Real local servers for the delivery tests: an SMTP server (the `smtp-server` package) that keeps every message it
 * accepts, and an HTTP server speaking the part of Telegram's Bot API the app uses. Each can be told to fail the
 * next few attempts, to prove that the job queue retries.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  body: string;
  raw: string;
}

/** Decodes RFC 2047 words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header. */
function decodeWords(value: string): string {
  return value.replace(/\s*=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8').replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n\s+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  return { subject, body: decodeBody(headers, raw.slice(split + 4)).trim() };
}

export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  let failuresLeft = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        attempts++;
        if (failuresLeft > 0) {
          failuresLeft--;
          const err = Object.assign(new Error('Servicio no disponible temporalmente'), { responseCode: 451 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get attempts() {
      return attempts;
    },
    /** The next `n` messages are refused with a temporary error (451). */
    failNext(n: number) {
      failuresLeft = n;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export interface BotCall {
  token: string;
  method: string;
  body: Record<string, any>;
}

const readBody = (req: IncomingMessage) => new Promise<string>((ok) => {
  let data = '';
  req.on('data', (c) => { data += c; });
  req.on('end', () => ok(data));
});

/** A local Bot API: records every call, answers sendMessage, and serves the updates the test queues. */
export async function startTelegramServer() {
  const calls: BotCall[] = [];
  const updates: { update_id: number; message: { chat: { id: number }; text: string } }[] = [];
  let failuresLeft = 0;
  const server = createServer(async (req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const text = await readBody(req);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match) return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    const call: BotCall = { token: match[1], method: match[2], body: text ? JSON.parse(text) : {} };
    calls.push(call);
    if (call.method === 'sendMessage') {
      if (failuresLeft > 0) {
        failuresLeft--;
        return answer(502, { ok: false, error_code: 502, description: 'Bad Gateway' });
      }
      return answer(200, { ok: true, result: { message_id: calls.length, chat: { id: call.body.chat_id }, text: call.body.text } });
    }
    if (call.method === 'getUpdates') {
      const offset = Number(call.body.offset ?? 0);
      return answer(200, { ok: true, result: updates.filter((u) => u.update_id >= offset) });
    }
    return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sent: () => calls.filter((c) => c.method === 'sendMessage'),
    /** A message a user sends the bot. */
    userWrites(updateId: number, chatId: number, message: string) {
      updates.push({ update_id: updateId, message: { chat: { id: chatId }, text: message } });
    },
    failNext(n: number) {
      failuresLeft = n;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Polls `check` until it is truthy or `ms` pass. */
export async function eventually<T>(check: () => T | Promise<T>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > until) return value;
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
