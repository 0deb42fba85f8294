export * from './basemap';
export * from '@portal/contracts/map/countries';
