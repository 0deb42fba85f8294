import { Array as List, Integer, Null, Object as Obj, Optional, String as Str, Union, Unsafe, type Static, type TSchema } from '@sinclair/typebox';
import type { SortItem, TableQuery } from './table/contract';
import { tableQueryParams, tableQueryString } from './table/queryString';
import type { Endpoint } from './endpoint';
import { oneOf, strict } from './schemas';
import { jsonText } from './documented';
import { filterModelDocument } from './table/filterSchema';
import { updatedSinceField } from './changes';

/**
 * The generic table contract (shared/contracts/src/table/contract.ts): a table at `base` is three
 * endpoints, written once by the slice that owns the table, with its address in full:
 *
 *   GET {base}/initTable            → TableInit   columns, filter bounds, default sort
 *   GET {base}/rows?<TableQuery>    → TablePage   one page of `row`s
 *   GET {base}/export?<TableQuery>  → CSV or xlsx the filtered, sorted view (paging ignored)
 *
 * The browser's DataTable takes the contract; the API's defineTable registers it
 * (mock-api/src/core/table.ts). The query's models travel as JSON text in the address
 * (table/queryString.ts); the API parses them before their schemas below check them.
 */
const sortItem = Obj({ colId: Str({ maxLength: 100 }), sort: oneOf(['asc', 'desc']) }, { title: 'SortItem' });
const position = Integer({ minimum: 0, maximum: 100_000_000 });
const queryFields = {
  sortModel: jsonText(Optional(List(sortItem, { maxItems: 10, description: 'AG Grid sort model, as JSON', examples: [[{ colId: 'etd', sort: 'desc' }]] }))),
  // The document shows each column's filter; the route bounds the size and the table's code checks the rest.
  filterModel: jsonText(
    Optional(Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], maxProperties: 50, description: 'AG Grid filter model (column → filter), as JSON' })),
    filterModelDocument,
  ),
  params: jsonText(
    Optional(
      Unsafe<Record<string, string | number>>({
        type: 'object',
        maxProperties: 20,
        additionalProperties: { type: ['string', 'number'], maxLength: 200 },
        description: 'Extra scoping the page adds (a group id), as JSON',
      }),
    ),
  ),
  updatedSince: updatedSinceField('rows'),
};
/** The page's extra scoping as plain parameters: initTable ignores them (its columns are the same). */
const initQuery = Unsafe<Record<string, string | number>>({ type: 'object', additionalProperties: { type: ['string', 'number'] } });
/** A page's query: paging as numbers, the models as JSON. */
export const tablePageQuerySchema = Obj({ startRow: position, endRow: position, ...queryFields });
/** The file types an export is written in: CSV (the default) or an Excel workbook. */
export const TABLE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TableExportFormat = (typeof TABLE_EXPORT_FORMATS)[number];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * An export's query: the view's models (paging is ignored), the file type, and the columns the
 * person sees, in their order (a phone's table shows fewer; absent: every column not hidden),
 * with their names as shown, so the file's header row reads as the screen does.
 */
export const tableExportQuerySchema = Obj({
  startRow: Optional(position),
  endRow: Optional(position),
  ...queryFields,
  format: Optional(oneOf(TABLE_EXPORT_FORMATS, { description: 'csv (default) or xlsx' })),
  columns: Optional(Str({ maxLength: 2000, pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$', description: 'The visible columns, comma-separated, in order' })),
  headers: Optional(
    Str({
      maxLength: 6000,
      description: "The columns' names as the person reads them (their language): a JSON object, column → name; absent or a column left out: its English name",
    }),
  ),
});

const bounds = Obj({ min: Union([Str(), Null()]), max: Union([Str(), Null()]) }, strict);
/** Columns are open objects: the column options (width, wrap, showFrom…) are the browser's to read. */
const column = Obj({ field: Str(), headerName: Str(), type: oneOf(['text', 'number', 'date', 'boolean']) });
export const tableInitSchema = Obj(
  {
    name: Str({ description: 'The dotted name, e.g. myShipments.sea; the export is saved as <name>.csv' }),
    columns: List(column),
    // Not TypeBox's Record (patternProperties): any column name, one object schema.
    filterData: Optional(Unsafe<Record<string, Static<typeof bounds>>>({ type: 'object', additionalProperties: bounds })),
    defaultSort: Optional(List(Obj({ colId: Str(), sort: oneOf(['asc', 'desc']) }, strict))),
    idField: Optional(Str()),
  },
  strict,
);
/** A row of any shape: a table whose rows no schema describes (the tests' own tables). */
export const anyRowSchema = Unsafe<Record<string, unknown>>({ type: 'object' });

export interface TableOptions<Row extends TSchema> {
  /** What one row holds (the columns' fields, and `updatedAt` where the table keeps one). */
  row: Row;
  permission: string;
  /** In the public API (rows and export; the columns are the portal's own). */
  public?: 'read';
  tag: string;
}

export interface TableContract<Row extends TSchema = TSchema> {
  initTable: Endpoint & { query: typeof initQuery; response: typeof tableInitSchema };
  rows: Endpoint & { query: typeof tablePageQuerySchema; response: ReturnType<typeof pageOf<Row>> };
  export: Endpoint & { query: typeof tableExportQuerySchema; file: readonly ['text/csv', typeof XLSX_TYPE] };
}

const pageOf = <Row extends TSchema>(row: Row) => Obj({ rows: List(row), total: Integer({ description: 'Rows matching the filter' }) }, strict);

/** The three endpoints of the table at `base` (`/api/myShipments/air`). */
export function tableContract<Row extends TSchema>(base: `/api/${string}`, options: TableOptions<Row>): TableContract<Row> {
  const { permission, tag } = options;
  const what = base.replace('/api/', '');
  return {
    initTable: {
      method: 'GET',
      path: `${base}/initTable`,
      permission,
      tag,
      summary: `Columns, filter bounds and default sort of ${what}`,
      query: initQuery,
      response: tableInitSchema,
    },
    rows: {
      method: 'GET',
      path: `${base}/rows`,
      permission,
      public: options.public,
      tag,
      summary: `A page of ${what}: rows startRow..endRow, sorted and filtered (AG Grid models as JSON)`,
      query: tablePageQuerySchema,
      response: pageOf(options.row),
      revalidates: true,
    },
    export: {
      method: 'GET',
      path: `${base}/export`,
      permission,
      public: options.public,
      tag,
      summary: `${what} as CSV or Excel (xlsx): the view's rows and columns, streamed`,
      query: tableExportQuerySchema,
      file: ['text/csv', XLSX_TYPE] as const,
    },
  };
}

/**
 * A table query as the address carries it (table/queryString.ts): the models as JSON text, which
 * the API parses before the query's schema checks them, so typed here as what they become.
 */
export const tableWireQuery = (query: Partial<TableQuery>) => tableQueryParams(query) as unknown as Static<typeof tablePageQuerySchema>;

/** The rows a table shows per page unless its page asks for another size (DataTable's `pageSize`). */
export const TABLE_PAGE_SIZE = 25;

/**
 * The address of a table's first page as DataTable asks for it (rows 0 to the page size, in its
 * default sort, no filter): what a route may start reading before the table's code has loaded
 * (RemoteRoute.earlyFetch), so it must be the very address the table's own read asks for.
 */
export const firstPageAddress = (table: Pick<TableContract, 'rows'>, { sortModel, pageSize = TABLE_PAGE_SIZE }: { sortModel?: SortItem[]; pageSize?: number } = {}): string =>
  `${table.rows.path}?${tableQueryString({ startRow: 0, endRow: pageSize, sortModel })}`;

/** The table's dotted name (`myShipments.air`), which its export file is named after. */
export const tableNameOf = (table: TableContract): string =>
  table.initTable.path
    .replace(/^\/api\//, '')
    .replace(/\/initTable$/, '')
    .split('/')
    .join('.');

export type TableInitAnswer = Static<typeof tableInitSchema>;
