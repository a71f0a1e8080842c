export * from './core.ts';
export * from './resources.ts';
export * from './ledger.ts';
export * from './balances.ts';
export * from './sales.ts';
export * from './back-office.ts';
export * from './notifications.ts';
