import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET, codeSaleMessage, formatCode, maskCode, normalizeCode, vendorDebt,
} from './redeemable-codes.ts';
import { redeemableAssignManyBody, redeemableBatchBody, redeemableSellBody } from './redeemable-requests.ts';

describe('redeemable codes', () => {
  it('has no look-alike characters', () => {
    for (const c of '01ILO') expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('groups the random part by four after the prefix', () => {
    expect(formatCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(formatCode('ABCDEFGHJKMN', 'NAV25')).toBe('NAV25-ABCD-EFGH-JKMN');
  });

  it('reads a typed code back whatever its spelling', () => {
    expect(normalizeCode(' nav25 abcd-efgh_jkmn ')).toBe('NAV25ABCDEFGHJKMN');
    expect(normalizeCode(formatCode('ABCDEFGHJKMN', 'NAV25'))).toBe('NAV25ABCDEFGHJKMN');
  });

  it('masks all but the prefix and the last group', () => {
    expect(maskCode('ABCDEFGHJKMN', 'NAV25')).toBe('NAV25-••••-••••-JKMN');
    expect(maskCode('ABCDEFGHJKMN')).toBe('••••-••••-JKMN');
    expect(maskCode('ABCDEFGHJKMN')).not.toContain('ABCD');
  });

  it.each([
    [5_000_000, 0, 5_000_000],
    [5_000_000, 10, 4_500_000],
    [5_000_000, 100, 0],
    [1_000_050, 2.5, 975_049], // 25.00125 → 25.001,25 pesos rounds half away: discount 25.001 cents
    [100_000, 33.333, 66_667],
    [5_000_000, -5, 5_000_000],
    [5_000_000, 150, 0],
    [5_000_000, null, 5_000_000],
  ])('a seller owes value %i minus discount %s%% = %i', (value, pct, owed) => {
    expect(vendorDebt(value, pct as number | null)).toBe(owed);
  });

  it('writes the sale message with the code, value, expiry and link', () => {
    const text = codeSaleMessage({ code: 'ABCD-EFGH-JKMN', value: 5_000_000, expiresAt: '2026-12-31', buyerName: 'Ana', company: 'Demo', link: 'http://x/r' });
    expect(text).toContain('Hola Ana,');
    expect(text).toContain('*ABCD-EFGH-JKMN*');
    expect(text).toContain('$ 50.000');
    expect(text).toContain('31-12-2026');
    expect(text).toContain('http://x/r');
  });
});

describe('redeemable request bodies', () => {
  it('refuses a bad prefix, a zero quantity and a value below the minimum, in Spanish', () => {
    const r = redeemableBatchBody.safeParse({ value: 100, quantity: 0, expires_at: '2026-02-31', prefix: 'a b' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([
      'El valor debe ser mayor o igual a 1000 pesos', 'La cantidad debe ser al menos 1', 'La fecha de vencimiento no es una fecha real',
      'El prefijo debe tener de 2 a 8 letras o números, sin espacios',
    ]));
  });

  it('upper-cases the prefix', () => {
    expect(redeemableBatchBody.parse({ value: 100_000, quantity: 2, expires_at: '2026-12-31', prefix: 'nav' }).prefix).toBe('NAV');
  });

  it('asks for ids or a quantity, not both', () => {
    expect(redeemableAssignManyBody.safeParse({ seller_id: 1 }).success).toBe(false);
    expect(redeemableAssignManyBody.safeParse({ seller_id: 1, ids: [1], quantity: 2 }).success).toBe(false);
    expect(redeemableAssignManyBody.safeParse({ seller_id: 1, quantity: 2 }).success).toBe(true);
  });

  it('checks the buyer phone', () => {
    expect(redeemableSellBody.safeParse({ buyer_phone: '12ab' }).success).toBe(false);
    expect(redeemableSellBody.safeParse({ buyer_phone: '3001234567', buyer_name: 'Ana' }).success).toBe(true);
    expect(redeemableSellBody.safeParse({}).success).toBe(true);
  });
});
