import { useMemo } from 'react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useFormat } from '@portal/kit';
import { CELL_PADDING, DataTable, headerMinWidth, textsMinWidth } from '@portal/ui/DataTable';
import { myDocumentsTables } from '@portal/contracts/tables.myDocuments';
import type { DocumentRow, DocumentTab } from '../api/tables';
import { useDocumentsT } from '../../../messages';
import { DownloadButton } from './DownloadButton';

/**
 * One tab's table: the server's columns (paging, sorting, filtering on the server) plus a
 * Download button per row. DataTable reloads by itself when the header selection changes.
 */
const HEIGHTS: Record<DocumentTab, string> = {
  documents: 'clamp(360px, calc(100vh - 330px), 640px)',
  // Spec: the quotes table body is 280 to 450 px high (plus header and pager).
  quotations: 'clamp(370px, calc(100vh - 330px), 540px)',
};

/**
 * Room for what the columns hold; Download stays pinned. A name too long for its column takes a
 * second line rather than being cut (a phone's table is the name and Download only).
 */
const COLUMN_SIZES: Record<string, Partial<ColDef<DocumentRow>>> = {
  name: { flex: 2, minWidth: 180, wrapText: true },
  original_filename: { flex: 2, minWidth: 200, wrapText: true },
  content_type: { minWidth: 150 },
  quote_nr: { minWidth: 130 },
  modality: { minWidth: 120, flex: 0.7 },
  origin: { minWidth: 160 },
  destination: { minWidth: 160 },
  publication_date: { minWidth: 150, flex: 0.8 },
  expiration_date: { minWidth: 150, flex: 0.8 },
};

/**
 * A quote's document is named after its number ("Offer Q26-000091"): a narrower name leaves a
 * laptop's table room for Valid until beside a Download button in a longer language's words.
 */
const QUOTE_COLUMN_SIZES: Record<string, Partial<ColDef<DocumentRow>>> = {
  name: { minWidth: 150 },
};

/** The Download column's width where its words are short (English): the button's 92 px and the cell's padding. */
const DOWNLOAD_WIDTH = 124;
/** A small button's text (theme.css `.btn-sm`: 0.86rem of the page's 15 px) and its padding and border either side. */
const BUTTON_FONT_SIZE = 12.9;
const BUTTON_PADDING = 12 + 1;

/** The table's width (px) from which a column shows: a phone keeps the name and Download. */
const SHOW_FROM: Record<string, number> = {
  content_type: 600,
  modality: 600,
  publication_date: 760,
  origin: 760,
  destination: 760,
  original_filename: 1000,
  expiration_date: 1000,
};

/** `name`: the header search's document, shown alone (the table's own Name filter, which the customer can clear). */
/** Columns whose value is a day: written as the language writes a day. */
const DAY_COLUMNS = ['publication_date', 'expiration_date'];

export function DocumentsTable({ tab, name }: { tab: DocumentTab; name?: string | null }) {
  const t = useDocumentsT();
  const { date, language } = useFormat();
  // The server's columns in the active language: their header names, days and mode names. Made
  // anew only for another tab or language (`t` is new whenever any app's messages arrive, and
  // new columns would make the grid take over from its first rows again).
  const columnOverrides = useMemo(() => {
    const header = (field: string) => (tab === 'quotations' && field === 'expiration_date' ? t('columns.validUntil') : t(`columns.${field}`));
    const overrides: Record<string, Partial<ColDef<DocumentRow>>> = {};
    for (const field of [...Object.keys(COLUMN_SIZES), 'size']) {
      overrides[field] = { ...COLUMN_SIZES[field], ...(tab === 'quotations' ? QUOTE_COLUMN_SIZES[field] : {}), headerName: header(field) };
      if (DAY_COLUMNS.includes(field)) overrides[field].valueFormatter = (p: { value: unknown }) => (typeof p.value === 'string' && p.value ? date(p.value.slice(0, 10), t('formats.day')) : '');
    }
    overrides.modality.valueFormatter = (p: { value: unknown }) => (typeof p.value === 'string' ? t(`mode.${p.value}`, { defaultValue: p.value }) : '');
    return overrides;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, language]);
  const initialState = useMemo(() => (name ? { filterModel: { name: { filterType: 'text' as const, type: 'equals' as const, filter: name } } } : undefined), [name]);
  const extraColumns = useMemo<ColDef<DocumentRow>[]>(() => {
    // The button (documents.css) and the cell's padding either side, or the whole header, in the
    // reader's language: a phone's name gets the rest. Sized for the button's word, not for the
    // moment it says "Downloading…": that room would be taken from the other columns for good.
    const header = t('columns.download');
    const width = Math.max(
      DOWNLOAD_WIDTH,
      headerMinWidth(header, { sortable: false, filter: false }),
      textsMinWidth([t('download.button')], { weight: 600, size: BUTTON_FONT_SIZE, extra: 2 * (CELL_PADDING + BUTTON_PADDING) }),
    );
    return [
      {
        colId: 'download',
        headerName: header,
        sortable: false,
        filter: false,
        resizable: false,
        width,
        minWidth: width,
        maxWidth: Math.max(160, width),
        flex: 0,
        pinned: 'right',
        cellRenderer: (p: ICellRendererParams<DocumentRow>) => (p.data ? <DownloadButton tab={tab} row={p.data} /> : null),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, language]);
  return (
    <DataTable<DocumentRow>
      table={tab === 'quotations' ? myDocumentsTables.quotes : myDocumentsTables.documents}
      label={t(`tables.${tab}`)}
      extraColumns={extraColumns}
      columnOverrides={columnOverrides}
      showFrom={SHOW_FROM}
      exportFileName={`my-${tab}`}
      height={HEIGHTS[tab]}
      initialState={initialState}
    />
  );
}
