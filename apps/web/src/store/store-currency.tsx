import type { StoreCurrency } from '@app/shared/store/store-listing';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatStorePrice, saveCurrency, savedCurrency } from './store-price.ts';

interface StoreCurrencyValue {
  currencies: StoreCurrency[];
  currency: StoreCurrency | null;
  setCurrency: (code: string) => void;
  /** A COP price (cents) in the chosen currency. */
  format: (cents: number) => string;
}

const Ctx = createContext<StoreCurrencyValue | null>(null);

/** The currency the visitor reads prices in, shared by the catalog, the cart and the profile. */
export function StoreCurrencyProvider({ currencies, children }: { currencies: StoreCurrency[]; children: ReactNode }) {
  const [code, setCode] = useState(savedCurrency);
  const value = useMemo<StoreCurrencyValue>(() => {
    const currency = currencies.find((c) => c.code === code) ?? null;
    return {
      currencies,
      currency,
      setCurrency: (next) => {
        saveCurrency(next);
        setCode(next);
      },
      format: (cents) => formatStorePrice(cents, currency),
    };
  }, [currencies, code]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useStoreCurrency(): StoreCurrencyValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useStoreCurrency must be used inside StoreCurrencyProvider');
  return v;
}
