import { describe, expect, it } from 'vitest';
import { assertCents, bigintToCents } from './cents.ts';

describe('assertCents', () => {
  it.each([[0], [1], [-1], [Number.MAX_SAFE_INTEGER], [-Number.MAX_SAFE_INTEGER]])('accepts %d', (v) => {
    expect(assertCents(v)).toBe(v);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(assertCents(-0), 0)).toBe(true);
  });

  it.each([[0.5], [NaN], [Infinity], [Number.MAX_SAFE_INTEGER + 1], ['5' as unknown as number]])('rejects %j', (v) => {
    expect(() => assertCents(v, 'El saldo')).toThrow(/El saldo debe ser un número entero de centavos/);
  });
});

describe('bigintToCents', () => {
  it.each([[0n, 0], [-7n, -7], [BigInt(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER]])('%s → %d', (b, n) => {
    expect(bigintToCents(b)).toBe(n);
  });

  it.each([[BigInt(Number.MAX_SAFE_INTEGER) + 1n], [-BigInt(Number.MAX_SAFE_INTEGER) - 1n]])('rejects %s', (b) => {
    expect(() => bigintToCents(b)).toThrow(/excede el rango/);
  });
});
