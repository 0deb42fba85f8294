export * from './contract';
export * from './queryString';
