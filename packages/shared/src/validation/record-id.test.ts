import { describe, expect, it } from 'vitest';
import { BIGINT_ID_MAX, idParams, idParamsUpTo, INT4_MAX, parseRecordId, recordId, recordIdLoose } from './record-id.ts';

describe('parseRecordId', () => {
  it.each(['29', '1', String(INT4_MAX)])('reads %s', (text) => expect(parseRecordId(text)).toBe(Number(text)));

  it.each(['0x1d', '29e0', ' 29', '29 ', '029', '+29', '29.0', '-29', '0', '', 'x', '0o35', String(INT4_MAX + 1), '99999999999'])(
    'refuses %j (an alias of 29 or no int4 id)', (text) => expect(parseRecordId(text)).toBeNull());

  it('reads bigint ids up to the exact JavaScript integers only', () => {
    expect(parseRecordId('2147483648', BIGINT_ID_MAX)).toBe(2_147_483_648);
    expect(parseRecordId(String(BIGINT_ID_MAX), BIGINT_ID_MAX)).toBe(BIGINT_ID_MAX);
    expect(parseRecordId('9007199254740993', BIGINT_ID_MAX)).toBeNull();
  });
});

describe('id schemas', () => {
  it('path params read digits into a number, anything else fails', () => {
    expect(idParams.parse({ id: '29' })).toEqual({ id: 29 });
    expect(idParams.safeParse({ id: '0x1d' }).success).toBe(false);
    expect(idParams.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idParamsUpTo(BIGINT_ID_MAX).parse({ id: '2147483648' })).toEqual({ id: 2_147_483_648 });
  });

  it('body ids are whole numbers within the column, with a Spanish message', () => {
    expect(recordId('El producto').parse(29)).toBe(29);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, '29', null]) {
      const result = recordId('El producto').safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('El producto debe ser un número de registro válido');
    }
    expect(recordId('El producto').safeParse(undefined).error?.issues[0].message).toBe('El producto es obligatorio');
  });

  it('loose ids take a number or its digits', () => {
    expect(recordIdLoose().parse(29)).toBe(29);
    expect(recordIdLoose().parse('29')).toBe(29);
    expect(recordIdLoose().safeParse('0x1d').success).toBe(false);
  });
});
