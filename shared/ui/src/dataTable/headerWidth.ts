/**
 * The width a column needs for its whole header: text (as the theme draws it, bold 14 px) plus
 * the cell padding and the sort and filter icons. Columns are never squeezed below it, so no
 * header reads "From UN…" while another column has room to give. Likewise for what its cells say
 * in the reader's language (`textsMinWidth`): a status or a button's word is a third longer in
 * Dutch or German than in English.
 */
/** The theme's cell padding either side, and the narrower one of a phone's grid (DataTable's `compact`). */
export const CELL_PADDING = 16;
export const COMPACT_CELL_PADDING = 8;
const SORT_ICON = 20;
const FILTER_ICON = 22;

let context: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, font: string): number {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 8.5;
  context.font = font;
  return context.measureText(text).width;
}

export function headerMinWidth(
  headerName: string,
  { sortable, filter, padding = CELL_PADDING }: { sortable: boolean; filter: boolean; padding?: number },
  font = '700 14px system-ui, sans-serif',
): number {
  return Math.ceil(textWidth(headerName, font) + 2 * padding + (sortable ? SORT_ICON : 0) + (filter ? FILTER_ICON : 0));
}

/**
 * The width that shows each of `texts` whole in `font` (CSS shorthand; the page's own font family
 * when it names none, as the cells draw in it), plus `extra` (a cell's padding, a button's).
 */
export function textsMinWidth(texts: readonly string[], { weight = 400, size = 14, extra = 2 * CELL_PADDING }: { weight?: number; size?: number; extra?: number } = {}): number {
  const family = typeof document === 'undefined' ? 'system-ui, sans-serif' : getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
  const widest = Math.max(0, ...texts.map((text) => textWidth(text, `${weight} ${size}px ${family}`)));
  return Math.ceil(widest + extra);
}
