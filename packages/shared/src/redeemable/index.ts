export * from './redeemable-codes.ts';
export * from './redeemable-requests.ts';
export * from './redeemable-summaries.ts';
