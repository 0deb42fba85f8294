export * from './basemap';
export * from './countries';
