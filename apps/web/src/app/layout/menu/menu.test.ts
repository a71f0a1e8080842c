import { MENU_GROUPS, MENU_ITEMS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, iconFor, MENU_ICONS, normalizeIconName } from './menu-icons.ts';
import { isActiveRoute, itemPath } from './menu-paths.ts';

describe('menu icons', () => {
  it('maps every icon the shared menu names', () => {
    const names = [...MENU_GROUPS.map((g) => g.icon), ...MENU_ITEMS.map((i) => i.icon)];
    const missing = names.filter((n) => !MENU_ICONS[normalizeIconName(n)]);
    expect(missing).toEqual([]);
  });
  it('accepts snake and kebab case names and falls back for unknown ones', () => {
    expect(normalizeIconName('account_balance')).toBe('AccountBalance');
    expect(normalizeIconName('support-agent')).toBe('SupportAgent');
    expect(normalizeIconName('tv')).toBe('Tv');
    expect(iconFor('account_balance')).toBe(MENU_ICONS.AccountBalance);
    expect(iconFor('NoSuchIcon')).toBe(FALLBACK_ICON);
    expect(iconFor(undefined)).toBe(FALLBACK_ICON);
  });
});

describe('menu paths', () => {
  it('builds absolute admin paths', () => {
    expect(itemPath('')).toBe('/admin');
    expect(itemPath('bank')).toBe('/admin/bank');
    expect(itemPath('/config/company')).toBe('/admin/config/company');
  });
  it.each([
    ['/admin', '', true],
    ['/admin/', '', true],
    ['/admin/bank', '', false],
    ['/admin/bank', 'bank', true],
    ['/admin/bank/create', 'bank', true],
    ['/admin/bank/12', 'bank', true],
    ['/admin/bank-account', 'bank', false],
  ])('%s is under %j: %s', (path, route, active) => expect(isActiveRoute(path, route)).toBe(active));
});
