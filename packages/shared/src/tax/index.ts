export * from './tax-value.ts';
export * from './sale-price.ts';
export * from './offer-price.ts';
export * from './discount.ts';
export * from './line-total.ts';
export * from './price-list.ts';
export * from './pos-line.ts';
export * from './pos-order.ts';
