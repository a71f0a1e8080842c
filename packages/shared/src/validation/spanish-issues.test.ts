import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './spanish-issues.ts';

/** English a validator writes; none of it may reach a person: the product speaks Spanish. */
const ENGLISH = /\b(invalid|expected|received|too big|too small|required|must|string|number|int|object|array|boolean|unrecognized|option)\b/i;

const cases: [string, z.ZodType, unknown][] = [
  ['object given null', z.object({ a: z.string() }), null],
  ['missing field', z.object({ a: z.string() }), {}],
  ['text given a number', z.string(), 5],
  ['number given text', z.number(), 'x'],
  ['int too big', z.number().int(), 1e20],
  ['int given a fraction', z.number().int(), 1.5],
  ['below a minimum', z.number().min(3), 1],
  ['above a maximum', z.number().max(3), 5],
  ['short text', z.string().min(3), 'a'],
  ['empty required text', z.string().min(1), ''],
  ['long text', z.string().max(2), 'abc'],
  ['long list', z.array(z.number()).max(1), [1, 2]],
  ['email', z.string().email(), 'x'],
  ['url', z.string().url(), 'x'],
  ['pattern', z.string().regex(/^a$/), 'b'],
  ['enum', z.enum(['ASC', 'DESC']), 'UP'],
  ['literal', z.literal(true), false],
  ['unknown keys', z.strictObject({}), { zz: 1 }],
  ['union', z.union([z.string(), z.number()]), null],
  ['record key', z.record(z.string().regex(/^a/), z.number()), { b: 1 }],
  ['refine', z.string().refine(() => false), 'x'],
  ['multiple of', z.number().multipleOf(5), 3],
  ['boolean', z.boolean(), 'si'],
];

describe('Spanish validation messages', () => {
  it.each(cases)('%s', (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) {
      expect(issue.message).not.toMatch(ENGLISH);
      expect(issue.message.length).toBeGreaterThan(3);
    }
  });

  it('says which limit was crossed', () => {
    expect(z.number().max(3).safeParse(5).error?.issues[0].message).toBe('Debe ser menor o igual a 3');
    expect(z.string().max(2).safeParse('abc').error?.issues[0].message).toBe('Admite máximo 2 caracteres');
    expect(z.object({ a: z.string() }).safeParse({}).error?.issues[0].message).toBe('Este campo es obligatorio');
  });

  it('leaves a schema\'s own message alone', () => {
    expect(z.string({ error: 'El nombre debe ser texto' }).safeParse(1).error?.issues[0].message).toBe('El nombre debe ser texto');
  });
});
