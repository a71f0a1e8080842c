export * from './resolve-cost.ts';
export * from './split-sale.ts';
