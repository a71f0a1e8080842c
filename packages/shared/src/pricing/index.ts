export * from './resolve-cost.ts';
export * from './split-sale.ts';
export * from './discount-sale.ts';
export * from './fault-refund.ts';
