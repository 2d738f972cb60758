export * from './theme';
export * from './ads';
export * from './runtime';
export * from './errors';
export * from "./products";
export * from './feedback';
export * from './search';
