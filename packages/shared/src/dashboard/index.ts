export * from './dashboard-types.ts';
export * from './dashboard-links.ts';
