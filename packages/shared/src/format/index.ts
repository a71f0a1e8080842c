export * from './bogota.ts';
export * from './dates.ts';
export * from './group-digits.ts';
export * from './currency.ts';
export * from './boolean.ts';
