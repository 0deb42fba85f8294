/**
 * The wire types shared with the browser (shared/src/api/types.ts). Type-only, so nothing of
 * the frontend package is loaded at run time. One import point: when @portal/shared exports
 * its api types by name, only this line changes.
 */
export type * from '../../../shared/src/api/types';
