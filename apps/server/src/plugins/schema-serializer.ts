import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/*
 * Answers are serialized from their route's response schema: the zod schema becomes JSON Schema once, and
 * fast-json-stringify writes the known fields without JSON.stringify's walk of every value (fastify's own way;
 * fastify-type-provider-zod's serializer instead validates with zod and then calls JSON.stringify, which costs
 * more than either). The schemas are loose objects, so a field a schema does not name is still written as is.
 *
 * fast-json-stringify trusts its schema: a null where it expects a string becomes "", an integer schema rounds.
 * Under tests (VITEST, or CHECK_RESPONSES=true) every answer is also compared with JSON.stringify's, and a
 * difference is a 500 naming the route, so a schema that does not tell the truth fails the suite instead of
 * quietly changing an answer.
 */

const CHECK_RESPONSES = process.env.CHECK_RESPONSES === 'true' || (process.env.VITEST !== undefined && process.env.CHECK_RESPONSES !== 'false');

type Stringify = (data: unknown) => string;

/** Keywords fast-json-stringify reads differently than the answer means them. */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // a default would be written in place of an absent field; the envelope's defaults only type the handlers
    if (key === 'default' || key === '$schema') continue;
    // "integer" rounds a fractional value; the check below still compares the numbers themselves
    if (key === 'type') out.type = Array.isArray(value) ? value.map((t) => (t === 'integer' ? 'number' : t)) : value === 'integer' ? 'number' : value;
    else out[key] = forSerializer(value);
  }
  return out;
}

const compiled = new WeakMap<object, Stringify>();

/** The writer of one zod schema, built once however many routes share it (the engine's ~500 routes share a few dozen). */
export function stringifierOf(schema: z.ZodType): Stringify {
  let fn = compiled.get(schema);
  if (!fn) {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    fn = fastJson(forSerializer(json) as Parameters<typeof fastJson>[0]) as Stringify;
    compiled.set(schema, fn);
  }
  return fn;
}

const zodOf = (schema: unknown): z.ZodType => {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown })?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
};

export const schemaSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const zodSchema = zodOf(schema);
  // compiled on the first answer, not at start: an app has ~1,500 response schemas and most are rarely answered
  let compiled: Stringify | undefined;
  const stringify: Stringify = (data) => (compiled ??= stringifierOf(zodSchema))(data);
  if (!CHECK_RESPONSES) return stringify;
  return (data: unknown) => {
    const written = stringify(data);
    const plain = JSON.stringify(data);
    if (!isDeepStrictEqual(JSON.parse(written), plain === undefined ? undefined : JSON.parse(plain))) {
      const problem = `The answer of ${method} ${url} (${httpStatus}) does not match its response schema: schema wrote ${written.slice(0, 400)} for ${String(plain).slice(0, 400)}`;
      // tests build the app without a logger: say it where the failing test's output shows it
      console.error(problem);
      throw new Error(problem);
    }
    return written;
  };
};
