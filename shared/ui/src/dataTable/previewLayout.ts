import type { ColDef } from 'ag-grid-community';

/**
 * The columns and widths AG Grid gives a table, worked out without AG Grid, so that the table's
 * first rows (dataTable/FirstRows) stand exactly where the grid's own cells then stand. The
 * rules are AG Grid 36's (Column.calculateColInitialWidth, ColumnFlexService.refreshFlexedColumns,
 * GridBodyScrollFeature.getCenterWidth); FirstRows.test and the browser test compare the result
 * with a real grid's cells.
 */

/** AG Grid's width of a column that declares none, and its least width of one that declares no minimum. */
const DEFAULT_WIDTH = 200;
const DEFAULT_MIN_WIDTH = 20;

export interface FlexItem {
  /** The column's flex weight; 0 or none for a fixed width. */
  flex?: number | null;
  /** Its width before flexing (the declared width within its bounds). */
  width: number;
  min: number;
  max: number;
}

/**
 * The widths flex gives the items in `space` (px), as AG Grid's ColumnFlexService: fixed columns
 * keep their width; the rest share what remains by weight, rounded to whole pixels left to right
 * (the last one takes the rounding's remainder); a column pushed below its minimum (or above its
 * maximum) is fixed there and the others share again.
 */
export function flexWidths(items: readonly FlexItem[], space: number): number[] {
  const hasFlex = items.some((item) => (item.flex ?? 0) > 0);
  if (!space || !hasFlex) return items.map((item) => item.width);
  const frozen: (number | null)[] = items.map((item) => ((item.flex ?? 0) > 0 ? null : item.width));
  let unfrozenSpace = space - frozen.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  let unfrozenFlex = items.reduce((sum, item, i) => sum + (frozen[i] === null ? Math.max(0, item.flex ?? 0) : 0), 0);
  let unfrozenCount = frozen.filter((w) => w === null).length;
  while (unfrozenCount > 0) {
    const spaceToFill = Math.round(unfrozenFlex < 1 ? unfrozenSpace * unfrozenFlex : unfrozenSpace);
    const target: number[] = [];
    let last = -1;
    let actualLeft = 0;
    let idealRight = 0;
    items.forEach((item, i) => {
      if (frozen[i] !== null) return;
      last = i;
      idealRight += spaceToFill * ((item.flex ?? 0) / unfrozenFlex);
      const rounded = Math.round(idealRight - actualLeft);
      target[i] = rounded;
      actualLeft += rounded;
    });
    if (last >= 0) target[last] += spaceToFill - actualLeft;
    let totalViolation = 0;
    const violation: ('min' | 'max' | undefined)[] = [];
    items.forEach((item, i) => {
      if (frozen[i] !== null) return;
      const clamped = Math.min(Math.max(target[i], item.min), item.max);
      totalViolation += clamped - target[i];
      violation[i] = clamped === target[i] ? undefined : clamped < target[i] ? 'max' : 'min';
      target[i] = clamped;
    });
    const freezeType = totalViolation === 0 ? 'all' : totalViolation > 0 ? 'min' : 'max';
    items.forEach((item, i) => {
      if (frozen[i] !== null) return;
      if (freezeType === 'all' || violation[i] === freezeType) {
        frozen[i] = target[i];
        unfrozenSpace -= target[i];
        unfrozenFlex -= Math.max(0, item.flex ?? 0);
        unfrozenCount -= 1;
      }
    });
  }
  return frozen as number[];
}

export interface LaidColumn<Row> {
  /** The column's definition with the table's defaults applied. */
  def: ColDef<Row>;
  width: number;
}

export interface PreviewColumns<Row> {
  left: LaidColumn<Row>[];
  center: LaidColumn<Row>[];
  right: LaidColumn<Row>[];
}

export interface LayoutOptions {
  /** The grid's viewport (inside its border), px. */
  viewportWidth: number;
  /** The width of the vertical scrollbar when the rows overflow the body, else 0. */
  scrollbarWidth: number;
}

/** The shown columns of `defs` in AG Grid's three sections, each with the width the grid gives it. */
export function layoutColumns<Row>(defs: readonly ColDef<Row>[], defaultColDef: ColDef<Row>, { viewportWidth, scrollbarWidth }: LayoutOptions): PreviewColumns<Row> {
  const shown = defs.map((def) => ({ ...defaultColDef, ...def })).filter((def) => !def.hide);
  const sized = shown.map((def) => {
    const min = def.minWidth ?? DEFAULT_MIN_WIDTH;
    const max = def.maxWidth ?? Number.MAX_SAFE_INTEGER;
    return { def, min, max, flex: def.flex, width: Math.min(Math.max(def.width ?? def.initialWidth ?? DEFAULT_WIDTH, min), max) };
  });
  const side = (pinned: ColDef['pinned']) => (pinned === 'left' || pinned === true ? 'left' : pinned === 'right' ? 'right' : 'center');
  const left = sized.filter((c) => side(c.def.pinned) === 'left');
  const right = sized.filter((c) => side(c.def.pinned) === 'right');
  const center = sized.filter((c) => side(c.def.pinned) === 'center');
  const pinnedWidth = [...left, ...right].reduce((sum, c) => sum + c.width, 0);
  const centerSpace = Math.max(0, viewportWidth - scrollbarWidth - pinnedWidth);
  const centerWidths = flexWidths(center, centerSpace);
  const fixed = (c: (typeof sized)[number]) => ({ def: c.def, width: c.width });
  return { left: left.map(fixed), center: center.map((c, i) => ({ def: c.def, width: centerWidths[i] })), right: right.map(fixed) };
}

/** A cell's value as the grid reads it: the column's valueGetter, else its field (dotted paths too). */
export function cellValue<Row>(def: ColDef<Row>, row: Row): unknown {
  if (typeof def.valueGetter === 'function') return (def.valueGetter as (p: { data: Row; colDef: ColDef<Row> }) => unknown)({ data: row, colDef: def });
  const field = def.field as string | undefined;
  if (!field) return undefined;
  return field.split('.').reduce<unknown>((value, key) => (value == null ? value : (value as Record<string, unknown>)[key]), row);
}

/** The cell's text as the grid shows it without a renderer: the column's valueFormatter, else the value as text. */
export function cellText<Row>(def: ColDef<Row>, row: Row, value = cellValue(def, row)): string {
  if (typeof def.valueFormatter === 'function') return String((def.valueFormatter as (p: { value: unknown; data: Row; colDef: ColDef<Row> }) => unknown)({ value, data: row, colDef: def }) ?? '');
  return value == null ? '' : String(value);
}
