import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tableNameOf, type TableContract, type TableExportFormat } from '@portal/contracts/tables';
import secureJson from 'secure-json-parse';
// The leaf module, not the `@portal/contracts/table` barrel: under tsx that package is CommonJS and
// Node cannot see the names an `export *` barrel re-exports (SyntaxError at start-up).
import {
  MAX_PAGE_SIZE,
  type DateBounds,
  type SortItem,
  type TableColumn,
  type TablePage,
  type TableQuery,
} from '@portal/contracts/table/contract';
import { TABLE_QUERY_JSON_FIELDS } from '@portal/contracts/table/queryString';
import type { Params } from '../db';
import type { FieldErrors } from './wire';
import { addFieldError, badRequest } from './errors';
import { registerEndpoint } from './contract';
import { AnswerCache } from './answerCache';
import { readSince } from './changes';
import { sendExport } from './tableExport';
import { describeView } from './tableView';
import { exportWords, languageOf } from './i18n';
import { keysetBatches } from './tableKeyset';
import { ParamBag, compileColumns, filterConditions, orderBy, sortKeys, type ColumnDef, type CompiledColumn, type SortKey } from './tableSql';

/**
 * The generic table engine (shared/contracts/src/table/contract.ts). One definition serves the three
 * endpoints of a table's contract (shared/contracts/src/tables.ts, written by the slice that
 * owns the table), registered with registerEndpoint so the OpenAPI document comes from it too:
 *   GET <base>/initTable   columns, date bounds, default sort
 *   GET <base>/rows        a page: COUNT(*) + LIMIT/OFFSET
 *   GET <base>/export      CSV or xlsx of the filtered, sorted view and the visible columns, streamed
 *                          in keyset batches (tableKeyset.ts), capped
 * The query is in the address (shared/contracts/src/table/queryString.ts): a read needs no body, no
 * anti-forgery token, and its answer can be kept under the address.
 *
 * Speed is the caller's job in one respect: index every sortable and filterable column of
 * `from` (and the scope column, e.g. customer_id, first in a composite index), or big tables
 * sort in memory. Set `sortable: false` / `filter: false` on columns you do not index.
 *
 * defineTable must be called on the instance registered under the `/api` prefix (what every
 * module in src/modules receives).
 */
export type { ColumnDef } from './tableSql';

export interface SqlFragment {
  /** A condition on `from`, e.g. `customer_id IN (@scope0, @scope1)`. */
  where: string;
  /** Its named parameters; names starting with `tf_` are reserved for the engine. */
  params?: Params;
}

export interface TableDefinition {
  /** The table's endpoints (its address, permission and row), e.g. myShipmentsTables.sea. */
  contract: TableContract;
  /** What follows FROM: a table, a view, a join, or `(SELECT …) AS x`. Trusted SQL. */
  from: string;
  columns: ColumnDef[];
  idField: string;
  /**
   * When a row last changed, as ISO text (`d.updated_at`): every row carries it as `updatedAt`,
   * and a query's `updatedSince` keeps the rows changed at or after that moment. The column the
   * slice's changes feed pages on, so the two agree. A table without one refuses updatedSince.
   */
  updatedAt?: string;
  defaultSort?: SortItem[];
  /** Rows this request may see (request.getScope() for customer data); `params` is TableQuery.params. */
  scope?: (request: FastifyRequest, params: Record<string, string | number>) => Promise<SqlFragment> | SqlFragment;
  /** Overrides the automatic MIN/MAX per filterable date column. */
  filterData?: (request: FastifyRequest) => Record<string, DateBounds> | Promise<Record<string, DateBounds>>;
  /** Post-processes each row (after booleans are made true/false). */
  mapRow?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Rows in one export at most; default EXPORT_LIMIT. */
  exportLimit?: number;
  /** Rows an export reads per query; default EXPORT_BATCH. */
  exportBatch?: number;
}

export interface TableHandle {
  /** The same query the rows route runs, for modules that need a page in-process. */
  page(request: FastifyRequest, query: TableQuery): Promise<TablePage>;
}

/** Enough for the largest list (100 000 UN/LOCODEs at SEED_SCALE=large): the export streams. */
const EXPORT_LIMIT = 250_000;
/** Rows read per query while an export streams: what it holds in memory at once. */
const EXPORT_BATCH = 2_000;

/**
 * The models arrive as JSON text; parsed here, before the query's schema checks what they hold.
 * JSON with `__proto__` (or a poisoned `constructor`) is refused. A hook of the tables' own
 * context runs before the route's permission check, so what is wrong is only noted here (the
 * field left out) and answered (400) once the caller is known to be allowed: refusedJson.
 */
const jsonErrors = new WeakMap<FastifyRequest, FieldErrors>();
const parseJsonFields: preHandlerAsyncHookHandler = async (request) => {
  const query = request.query as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const field of TABLE_QUERY_JSON_FIELDS) {
    const text = query[field];
    if (text === undefined) continue;
    delete query[field];
    if (typeof text !== 'string') errors[field] = [`Give the ${field} once.`];
    else {
      try {
        query[field] = secureJson.parse(text);
      } catch {
        errors[field] = [`The ${field} is not valid JSON.`];
      }
    }
  }
  if (Object.keys(errors).length > 0) jsonErrors.set(request, errors);
};

function refusedJson(request: FastifyRequest): void {
  const errors = jsonErrors.get(request);
  if (errors) throw badRequest(undefined, errors);
}

interface Built {
  where: string;
  params: Params;
  keys: SortKey[];
  order: string;
  /** The same order, sorted in memory (see orderBy); for filters that leave few rows. */
  orderInMemory: string;
  filtered: boolean;
}

/**
 * A filter leaving at most this many rows per requested row (endRow) is sorted in memory: walking
 * the sort index would test about endRow × table/total rows, a table lookup each (a contains
 * filter matching 7 of 100 000 UN/LOCODEs: 60 ms that way, under 15 ms filtering first).
 */
const IN_MEMORY_SORT_FACTOR = 8;

export function defineTable(app: FastifyInstance, def: TableDefinition): TableHandle {
  const { contract } = def;
  const name = tableNameOf(contract);
  const columns = compileColumns(name, def.columns);
  if (!columns.has(def.idField)) throw new Error(`Table ${name}: idField "${def.idField}" is not a column`);
  const fallbackSort = def.defaultSort ?? [{ colId: def.idField, sort: 'asc' }];
  const selected = [...columns.values()].map((c) => `${c.expr} AS "${c.field}"`);
  if (def.updatedAt) selected.push(`${def.updatedAt} AS "updatedAt"`);
  const selectList = selected.join(', ');
  const idExpr = columns.get(def.idField)!.expr;
  const booleanFields = [...columns.values()].filter((c) => c.type === 'boolean').map((c) => c.field);
  const publicColumns: TableColumn[] = def.columns.map(({ sql: _sql, ...col }) => ({ ...col, sortable: col.sortable ?? true, filter: col.filter ?? true }));

  async function scopeOf(request: FastifyRequest, query: Partial<TableQuery>): Promise<SqlFragment | null> {
    if (!def.scope) return null;
    const fragment = await def.scope(request, query.params ?? {});
    if (Object.keys(fragment.params ?? {}).some((k) => k.startsWith('tf_')))
      throw new Error(`Table ${name}: scope parameter names must not start with tf_`);
    return fragment;
  }

  async function build(request: FastifyRequest, query: Partial<TableQuery>): Promise<Built> {
    const errors: FieldErrors = {};
    const bag = new ParamBag();
    const conditions = filterConditions(columns, query.filterModel, bag, errors);
    if (query.updatedSince !== undefined) {
      if (def.updatedAt) conditions.push(`${def.updatedAt} >= ${bag.add(readSince(query.updatedSince))}`);
      else errors.updatedSince = ['The rows of this table carry no updatedAt.'];
    }
    const keys = sortKeys(columns, query.sortModel, fallbackSort, def.idField, errors);
    if (Object.keys(errors).length > 0) throw badRequest(undefined, errors);
    const order = orderBy(keys);
    const orderInMemory = orderBy(keys, app.db.dialect.unindexed);
    const filtered = conditions.length > 0;
    const scope = await scopeOf(request, query);
    if (scope) conditions.unshift(`(${scope.where})`);
    return { where: conditions.length > 0 ? conditions.join(' AND ') : '1 = 1', params: { ...scope?.params, ...bag.params }, keys, order, orderInMemory, filtered };
  }

  function shape(row: Record<string, unknown>): Record<string, unknown> {
    for (const field of booleanFields) if (row[field] !== null && row[field] !== undefined) row[field] = Boolean(row[field]);
    return def.mapRow ? def.mapRow(row) : row;
  }

  async function page(request: FastifyRequest, query: TableQuery): Promise<TablePage> {
    const errors: FieldErrors = {};
    if (query.endRow < query.startRow) errors.endRow = ['The endRow must be at least startRow.'];
    else if (query.endRow - query.startRow > MAX_PAGE_SIZE) errors.endRow = [`A page holds at most ${MAX_PAGE_SIZE} rows.`];
    if (Object.keys(errors).length > 0) throw badRequest(undefined, errors);
    const { where, params, order, orderInMemory, filtered } = await build(request, query);
    const total = (await app.db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM ${def.from} WHERE ${where}`, params))?.total ?? 0;
    const limit = query.endRow - query.startRow;
    // Few matches: find their ids first (an index-only scan where one covers the filter), then
    // fetch and sort just those rows.
    const inMemory = filtered && total <= query.endRow * IN_MEMORY_SORT_FACTOR;
    const pageSql = inMemory
      ? `SELECT ${selectList} FROM ${def.from} WHERE ${idExpr} IN (SELECT ${idExpr} FROM ${def.from} WHERE ${where}) ORDER BY ${orderInMemory}`
      : `SELECT ${selectList} FROM ${def.from} WHERE ${where} ORDER BY ${order}`;
    const rows =
      limit === 0 || query.startRow >= total
        ? []
        : (
            await app.db.all(`${pageSql} LIMIT @tf_limit OFFSET @tf_offset`, {
              ...params,
              tf_limit: limit,
              tf_offset: query.startRow,
            })
          ).map(shape);
    return { rows, total };
  }

  /**
   * The columns an export writes: those the person sees, in their order, or every one not hidden;
   * named as the person reads them where the browser sent their names (`headers`), else in English.
   */
  function exportColumns(list: string | undefined, names: Record<string, string>): CompiledColumn[] {
    const errors: FieldErrors = {};
    const shown = list
      ? list.split(',').map((field) => {
          const column = columns.get(field);
          if (!column || column.hide) addFieldError(errors, 'columns', `There is no column "${field}".`);
          return column!;
        })
      : [...columns.values()].filter((c) => !c.hide);
    if (Object.keys(errors).length > 0) throw badRequest(undefined, errors);
    return shown.map((column) => ({ ...column, headerName: names[column.field] ?? column.headerName }));
  }

  /** The names the browser shows (`headers`: column → name), checked: each a column, each name short text. */
  function headerNames(text: string | undefined): Record<string, string> {
    if (text === undefined) return {};
    let names: unknown;
    try {
      names = secureJson.parse(text);
    } catch {
      names = null;
    }
    const fits =
      names !== null &&
      typeof names === 'object' &&
      !Array.isArray(names) &&
      Object.entries(names).every(([field, name]) => columns.has(field) && !columns.get(field)!.hide && typeof name === 'string' && name.trim() !== '' && name.length <= 200);
    if (!fits) throw badRequest(undefined, { headers: ['The headers must name columns of this table, each with a short text.'] });
    return names as Record<string, string>;
  }

  async function autoFilterData(request: FastifyRequest): Promise<Record<string, DateBounds>> {
    const dates = [...columns.values()].filter((c) => c.type === 'date' && c.filter);
    if (dates.length === 0) return {};
    const scope = await scopeOf(request, {});
    const select = dates.map((c, i) => `MIN(${c.expr}) AS min_${i}, MAX(${c.expr}) AS max_${i}`).join(', ');
    const row =
      (await app.db.get<Record<string, string | null>>(`SELECT ${select} FROM ${def.from} WHERE ${scope ? scope.where : '1 = 1'}`, scope?.params)) ?? {};
    const day = (v: string | null | undefined) => (v ? String(v).slice(0, 10) : null);
    return Object.fromEntries(dates.map((c: CompiledColumn, i) => [c.field, { min: day(row[`min_${i}`]), max: day(row[`max_${i}`]) }]));
  }

  // The permission is checked (registerEndpoint) before the query is read: a caller without it
  // gets 403, never a 400 that describes the query schema.
  const registerRoutes = async (tables: FastifyInstance) => {
    tables.addHook('preValidation', parseJsonFields);

    registerEndpoint(tables, contract.initTable, async (request) => ({
      name,
      columns: publicColumns,
      filterData: def.filterData ? await def.filterData(request) : await autoFilterData(request),
      defaultSort: fallbackSort,
      idField: def.idField,
    }));

    // A page is keyed by what this request may see (the scope's condition) and its address, which
    // holds the whole query; columns such as progress move with the clock, so a page is a minute
    // old at most. A query that fails (a bad filter) is never kept.
    const pages = new AnswerCache(app.db, { maxAgeMs: 60_000, maxBytes: 8 * 1024 * 1024, maxEntries: 2000 });
    registerEndpoint(tables, contract.rows, async (request, reply) => {
      refusedJson(request);
      const query = request.query as TableQuery;
      const key = `${JSON.stringify(await scopeOf(request, query))}\n${request.url}`;
      return pages.send(request, reply, key, async () => page(request, query));
    });

    registerEndpoint(tables, contract.export, async (request, reply: FastifyReply) => {
      refusedJson(request);
      const query = request.query as Partial<TableQuery> & { format?: TableExportFormat; columns?: string; headers?: string };
      const names = headerNames(query.headers);
      const shown = exportColumns(query.columns, names);
      const { where, params, keys, order } = await build(request, query);
      const limit = def.exportLimit ?? EXPORT_LIMIT;
      const total = (await app.db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM ${def.from} WHERE ${where}`, params))?.total ?? 0;
      const rows = Math.min(total, limit);
      const view = {
        keys,
        idField: def.idField,
        nullsSortLow: app.db.dialect.nullsSortLow,
        rows,
        batch: def.exportBatch ?? EXPORT_BATCH,
        read: (condition: string, keyParams: Params, batch: number) =>
          app.db.all(`SELECT ${selectList} FROM ${def.from} WHERE (${where}) AND ${condition} ORDER BY ${order} LIMIT @tf_limit`, { ...params, ...keyParams, tf_limit: batch }),
      };
      return sendExport(request, reply, {
        name,
        format: query.format ?? 'csv',
        columns: shown,
        viewLine: describeView(
          (field) => names[field] ?? columns.get(field)?.headerName ?? field,
          query.filterModel,
          query.sortModel?.length ? query.sortModel : fallbackSort,
          (key, values) => exportWords(languageOf(request), 'view', key, values),
        ),
        rows,
        truncatedAt: total > limit ? limit : null,
        async *batches(stopped) {
          for await (const batch of keysetBatches(view, stopped)) yield batch.map(shape);
        },
      });
    });
  };
  // Its own context, so the JSON hook applies to the table's routes only.
  void app.register(registerRoutes);

  return { page };
}

