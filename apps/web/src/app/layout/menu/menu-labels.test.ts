import { describe, expect, it } from 'vitest';
import { menuLabel } from './menu-labels.ts';

const catalogue: Record<string, string> = {
  'menu.items.generate-digital-account': 'Generar cuenta digital',
  'menu.buyer.items.generate-digital-account': 'Comprar',
  'menu.items.bank-list': 'Bancos',
};
const t = (key: string, options?: Record<string, unknown>) => catalogue[key] ?? String(options?._ ?? key);

describe('menu labels', () => {
  it('a buyer reads its own words where there are some, the common label elsewhere', () => {
    expect(menuLabel(t, 'items', 'generate-digital-account', 'Cliente')).toBe('Comprar');
    expect(menuLabel(t, 'items', 'generate-digital-account', 'Publico')).toBe('Comprar');
    expect(menuLabel(t, 'items', 'bank-list', 'Cliente')).toBe('Bancos');
  });
  it('sellers and staff read the common label', () => {
    expect(menuLabel(t, 'items', 'generate-digital-account', 'Distribuidor')).toBe('Generar cuenta digital');
    expect(menuLabel(t, 'items', 'generate-digital-account', undefined)).toBe('Generar cuenta digital');
    expect(menuLabel(t, 'items', 'no-such', 'Admin')).toBe('no-such');
  });
});
