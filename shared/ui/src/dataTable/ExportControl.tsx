import { useEffect, useRef, useState } from 'react';
import { download, handleError, isAbortError } from '@portal/kit';
import type { Endpoint } from '@portal/contracts/endpoint';
import type { TableExportFormat } from '@portal/contracts/tables';
import { useCountFormat, useUiT } from '../messages';
import './exportControl.css';

export interface ExportControlProps {
  /** The list's export endpoint: it answers CSV or xlsx (`format`) and says its row count in X-Export-Rows. */
  endpoint: Endpoint & { file: readonly string[] };
  /** The view as the person sees it when they ask (filters, sort, the columns shown), as the endpoint's query. */
  query(): Record<string, string | number | undefined>;
  fileName: string;
}

interface Progress {
  format: TableExportFormat;
  rows: number | null;
  /** CSV: rows received so far (line ends); a workbook arrives compressed, so only its bytes. */
  rowsDone: number;
  bytes: number;
}

const NEWLINE = 10;
const FORMATS: { format: TableExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'export.excel' },
  { format: 'csv', label: 'export.csv' },
];

function progressText(p: Progress, t: ReturnType<typeof useUiT>, count: ReturnType<typeof useCountFormat>): string {
  if (p.rows === null) return t('export.starting');
  if (p.format === 'csv') return t('export.csvProgress', { done: count(Math.min(p.rowsDone, p.rows)), rows: count(p.rows) });
  return t('export.xlsxProgress', { rows: count(p.rows), megabytes: count(p.bytes / 1_048_576, 1) });
}

/**
 * A table's Export: Excel or CSV of the view the person sees (the server writes and streams the
 * file, so no spreadsheet code reaches the browser), with its progress while it arrives and
 * Cancel, which ends the request (the server then stops reading rows).
 */
export function ExportControl({ endpoint, query, fileName }: ExportControlProps) {
  const t = useUiT();
  const count = useCountFormat();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const start = (format: TableExportFormat) => {
    setOpen(false);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const state: Progress = { format, rows: null, rowsDone: -1, bytes: 0 };
    setProgress({ ...state });
    let shown = 0;
    download(
      endpoint,
      { query: { ...query(), format } as never, signal: controller.signal },
      `${fileName}.${format}`,
      {
        onStart: (res) => {
          state.rows = Number(res.headers.get('x-export-rows') ?? NaN);
          if (!Number.isFinite(state.rows)) state.rows = null;
        },
        onChunk: (chunk, received) => {
          state.bytes = received;
          if (format === 'csv') for (const byte of chunk) if (byte === NEWLINE) state.rowsDone++;
          // A repaint per arriving piece is too many on a fast connection: a few a second.
          const now = performance.now();
          if (now - shown > 200) {
            shown = now;
            setProgress({ ...state });
          }
        },
      },
    )
      .catch((error) => {
        if (!isAbortError(error)) handleError(error, t('export.failed'));
      })
      .finally(() => {
        if (running.current !== controller) return;
        running.current = null;
        setProgress(null);
      });
  };

  if (progress) {
    const determinate = progress.format === 'csv' && progress.rows;
    return (
      <span className="data-table-export" role="status">
        <progress max={determinate ? progress.rows! : undefined} value={determinate ? Math.max(0, progress.rowsDone) : undefined} aria-label={t('export.progress')} />
        <span className="muted">{progressText(progress, t, count)}</span>
        <button type="button" className="btn btn-sm" onClick={() => running.current?.abort()}>
          {t('export.cancel')}
        </button>
      </span>
    );
  }
  return (
    <span className="data-table-export" ref={box}>
      <button type="button" className="btn btn-sm" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t('export.button')}
      </button>
      {open && (
        <span className="data-table-export-menu" role="menu" aria-label={t('export.menu')}>
          {FORMATS.map(({ format, label }) => (
            <button key={format} type="button" role="menuitem" className="btn btn-sm btn-ghost" onClick={() => start(format)}>
              {t(label)}
            </button>
          ))}
        </span>
      )}
    </span>
  );
}
