export * from './cents.ts';
export * from './decimal.ts';
export * from './convert.ts';
export * from './arithmetic.ts';
export * from './allocate.ts';
