/**
 * The wire types shared with the browser (shared/contracts/src/wire.ts). Type-only, so nothing of
 * the frontend package is loaded at run time. One import point: when @portal/kit exports
 * its api types by name, only this line changes.
 */
export type * from '@portal/contracts/wire';
