export * from './core.ts';
export * from './resources.ts';
