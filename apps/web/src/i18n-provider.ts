import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/**
 * The chosen language survives logout (react-admin's store is wiped then), so it is also kept under its
 * own key and read back on start. Spanish is the default (spec §1).
 */
const LANG_KEY = 'lang';

export function storedLocale(): 'es' | 'en' {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return saved === 'en' ? 'en' : 'es';
}

export function rememberLocale(locale: string): void {
  localStorage.setItem(LANG_KEY, locale === 'en' ? 'en' : 'es');
}

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : es), storedLocale(), LOCALES, {
  // a missing key shows its `_` default or the key itself instead of a console warning storm
  allowMissing: true,
});
