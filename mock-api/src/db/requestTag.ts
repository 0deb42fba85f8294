import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id a query is made for, when it is made for one (core/requestId.ts runs each
 * request's hooks and handler inside it): PostgresDb names it in the application_name of the
 * transactions it opens, so pg_stat_activity and the server's log (%a) tie a transaction to the
 * API's log lines of the same request.
 */
export const requestTag = new AsyncLocalStorage<string>();
