import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * Every call declares its answer: each operation of the OpenAPI document (the engine's and every module's) has a
 * schema for its success answer and the error envelope for its 4xx/5xx answers. A route added without one fails
 * here, named. (Whether each schema tells the truth is checked on every answer the API tests receive:
 * plugins/schema-serializer.ts compares what the schema writes with the plain answer.)
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('OpenAPI contract', () => {
  it('every operation declares a success answer schema and the error envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (!METHODS.includes(method)) continue;
        operations++;
        const name = `${method.toUpperCase()} ${path}`;
        const responses = op.responses ?? {};
        const success = Object.keys(responses).filter((code) => /^2/.test(code));
        if (!success.some((code) => responses[code]?.content && Object.values<any>(responses[code].content).some((c) => c.schema))) {
          missing.push(`${name}: sin esquema de respuesta correcta`);
        }
        const error = responses['4XX'] ?? responses['4xx'];
        const errorSchema = error && Object.values<any>(error.content ?? {})[0]?.schema;
        // the SMM panel form answers its refusals as panel clients read them: `{error}`, not the envelope
        const declared = path === '/api/v2' ? errorSchema?.properties?.error : errorSchema?.properties?.success && errorSchema.properties.msg;
        if (!declared) missing.push(`${name}: sin el sobre de error`);
      }
    }
    console.log(`OpenAPI: ${operations} operations, ${missing.length} without a declared answer`);
    expect(operations).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
