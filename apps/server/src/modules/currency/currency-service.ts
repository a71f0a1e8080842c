import { roundHalfAwayFromZero, toRational } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { activeCurrencies, activeCurrency } from './currency-repository.ts';

/**
 * amount × rate in COP, rounded to cents half away from zero. Both go through their decimal text so a rate
 * such as 4123.45 multiplies exactly (no binary floating point in money, DOMAIN.md).
 */
export function convertToCop(amount: string | number, rate: number): number {
  const a = toRational(amount, 'El monto');
  const r = toRational(rate, 'La tasa');
  const cents = roundHalfAwayFromZero(a.num * r.num * 100n, a.den * r.den);
  return Number(cents) / 100;
}

export function currencyService(db: Db) {
  return {
    /** The currency converter (spec §7 `GET api/v1/convert/{currency}/{amount}`): amounts always end in COP. */
    async convert(auth: AuthContext, currency: string, amount: string) {
      const code = currency.toUpperCase();
      if (!/^-?\d+(\.\d+)?$/.test(amount)) throw unprocessable('El monto debe ser un número (use punto para los decimales).', { amount: 'Número no válido' });
      if (code === 'COP') return { value: convertToCop(amount, 1), currency: 'COP', rate: 1, amount: Number(amount) };
      const row = await activeCurrency(db, auth.tenant.id, code);
      if (!row) throw notFound(`La moneda ${code} no está configurada. Un administrador debe registrar su tasa en Monedas.`);
      return { value: convertToCop(amount, row.rate), currency: code, rate: row.rate, amount: Number(amount), name: row.name, symbol: row.symbol };
    },

    currencies: (auth: AuthContext) => activeCurrencies(db, auth.tenant.id),
  };
}

export type CurrencyService = ReturnType<typeof currencyService>;

/** A company's active currencies with their rates (the public store offers them to visitors, no session). */
export const companyCurrencies = (db: Db, companyId: number) => activeCurrencies(db, companyId);
