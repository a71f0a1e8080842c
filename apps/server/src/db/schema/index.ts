export * from './core.ts';
export * from './resources.ts';
export * from './ledger.ts';
