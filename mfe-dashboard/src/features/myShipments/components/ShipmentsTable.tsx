import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ColumnFilter, DateBounds, SortItem, TableColumn, TableInit } from '@portal/contracts/table/contract';
import { DataTable, textsMinWidth } from '@portal/ui/DataTable';
import { SHIPMENT_STATUSES } from '@portal/contracts/rules/shipmentStatus';
import { toTableFilter } from '@portal/contracts/dates';
import { useFormat, usePortal, type Formatters } from '@portal/kit';
import { isModeKey, MODES, type ModeKey } from '../../../shipments/modes';
import { ProgressBar } from '../../../shipments/ProgressBar';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { detailPath, type DetailLinkState } from '../../../shipments/detailLink';
import { keepApplicable, sameSortAndFilter, type ShipmentsView } from '../hooks/viewParams';
import { DateRangeFilter } from './DateRangeFilter';
import { shipmentTable } from '../api/shipmentTables';
import { useDashboardT } from '../../../messages';
import { FiltersFold } from '../phone/FiltersFold';
import { ListSortChoice } from '../phone/ListSortChoice';
import { ListSortContext, PhoneRowFacts } from '../phone/PhoneRowFacts';
import { listSortKey, sortModelOf, type ListSortKey } from '../phone/listSort';

interface ShipmentsTableProps {
  mode: ModeKey;
  view: ShipmentsView;
  onViewChange(patch: Partial<ShipmentsView>): void;
}

// Columns may grow with the window but never squeeze their content below these widths (nor
// below their header: DataTable sees to that).
const MIN_WIDTHS: Record<string, number> = {
  shipmentid: 156, status: 116, departure_name: 190, arrival_name: 190, etd: 124, eta: 124, progress: 150, atd: 124, ata: 124,
  departure_city: 150, departure_country: 150, arrival_city: 150, arrival_country: 150, loadport: 220, dischargeport: 220,
  departure: 130, arrival: 130, type: 120, incoterm: 110, goods: 200, order_ref: 140,
  delayed: 110, delay_days: 160, co2e_kg: 120, carrier: 170, weight_kg: 130,
};

/**
 * The reference opens the detail with an ordinary link that remembers this list and its filters.
 * On a phone, where it is the one column, the row's other facts follow it (PhoneRowFacts).
 */
function ShipmentLinkCell({ value, data }: { value: unknown; data?: Record<string, unknown> }) {
  const t = useDashboardT();
  const { pathname, search } = useLocation();
  const mode = pathname.split('/')[2];
  if (typeof value !== 'string' || !isModeKey(mode)) return null;
  const state: DetailLinkState = { from: { path: `${pathname}${search}`, label: t(`modes.${mode}.shipments`) } };
  return (
    // One box: a wrapped cell lays its children out side by side (dataTable.css).
    <span>
      <Link to={detailPath({ modality: MODES[mode].modality, shipmentid: value })} state={state} className="shipment-link">
        {value}
      </Link>{' '}
      <PhoneRowFacts row={data} />
    </span>
  );
}

type DashboardT = ReturnType<typeof useDashboardT>;

/** A delay's cell: the one wording of rules/shipmentDelay, as everywhere else. */
const DelayCell = (p: { value: unknown }) => <DelayBadge delayDays={typeof p.value === 'number' ? p.value : null} />;

/**
 * The page's own column settings: widths, cells, and each header in the reader's language (the
 * server names its columns in English, for its CSV export). The Delayed column's yes/no stays
 * out of sight: the delay column says the same in words, and the "Delayed only" box filters on it.
 */
function columnOverrides(mode: ModeKey, t: DashboardT, format: Formatters): Record<string, Record<string, unknown>> {
  const kg = (p: { value: unknown }) => (typeof p.value === 'number' ? format.unit(p.value, 'kilogram') : '');
  const day = (p: { value: unknown }) => (typeof p.value === 'string' && p.value ? format.date(p.value.slice(0, 10), t('formats.day')) : '');
  const header = (field: string) =>
    (field === 'loadport' || field === 'dischargeport') && mode !== 'roa' ? t(`myShipments.ports.${field}.${mode}`) : t(`myShipments.columns.${field}`);
  const own: Record<string, Record<string, unknown>> = {
    // ETD and ETA are filtered by the preset/interval filters above the table.
    etd: { filter: false, valueFormatter: day },
    eta: { filter: false, valueFormatter: day },
    atd: { valueFormatter: day },
    ata: { valueFormatter: day },
    // Wide enough for the longest status in the reader's language ("Afgeleverd" is longer than "Delivered").
    status: {
      minWidth: Math.max(MIN_WIDTHS.status, textsMinWidth(SHIPMENT_STATUSES.map((status) => t(`status.${status}`)))),
      valueFormatter: (p: { value: unknown }) => (typeof p.value === 'string' ? t(`status.${p.value}`, { defaultValue: p.value }) : ''),
    },
    progress: { cellRenderer: (p: { value: unknown }) => <ProgressBar value={p.value} /> },
    // Wrapped: a phone's row takes three lines for the facts under the reference.
    shipmentid: { cellRenderer: ShipmentLinkCell, wrapText: true, flex: 1 },
    // An airport's name ("Johannesburg O. R. Tambo Airport") takes a second line rather than being
    // cut, and the places get the room the table has to spare.
    departure_name: { wrapText: true, flex: 2 },
    arrival_name: { wrapText: true, flex: 2 },
    delayed: { hide: true },
    delay_days: { cellRenderer: DelayCell },
    co2e_kg: { valueFormatter: kg },
    weight_kg: { valueFormatter: kg },
  };
  return Object.fromEntries(
    [...new Set([...Object.keys(MIN_WIDTHS), ...Object.keys(own)])].map((field) => [field, { minWidth: MIN_WIDTHS[field], headerName: header(field), ...own[field] }]),
  );
}

/**
 * What each width shows (the table's own width, px): a phone the shipment with its facts in one cell; a
 * tablet the route as well; a laptop the dates and progress; the details, in the server's order,
 * as far as they fit beside them (DataTable leaves out the rest: a 1440 px window shows the delay).
 */
const DETAILS = ['delay_days', 'co2e_kg', 'atd', 'ata', 'departure_city', 'departure_country', 'arrival_city', 'arrival_country', 'departure', 'arrival', 'loadport', 'dischargeport', 'type', 'incoterm', 'goods', 'order_ref', 'carrier', 'weight_kg'];
const SHOW_FROM: Record<string, number> = {
  // A phone's row carries them under the reference (PhoneRowFacts).
  status: 600,
  eta: 600,
  departure_name: 700,
  arrival_name: 700,
  etd: 900,
  progress: 1000,
  // Never shown (columnOverrides): it takes no room from the others.
  delayed: Number.POSITIVE_INFINITY,
  ...Object.fromEntries(DETAILS.map((field) => [field, 1100])),
};

/** Filtered above the table (preset and interval), never by a grid filter from the URL. */
const EXTERNAL_FILTERS = ['etd', 'eta', 'delayed'];

/** rules/shipmentDelay on the server: the Delayed column's boolean, in the text form AG Grid uses. */
const DELAYED_FILTER: ColumnFilter = { filterType: 'text', type: 'equals', filter: 'true' };

const sameSort = (a: SortItem[], b: SortItem[] = []) => a.length === b.length && a.every((s, i) => s.colId === b[i].colId && s.sort === b[i].sort);

/** One mode's AG Grid table (myShipments.<mode>): server-side paging, sorting, filters, export. */
export function ShipmentsTable({ mode, view, onViewChange }: ShipmentsTableProps) {
  const t = useDashboardT();
  const format = useFormat();
  const language = usePortal((s) => s.language);
  const overrides = useMemo(() => columnOverrides(mode, t, format), [mode, t, format]);
  const [bounds, setBounds] = useState<Record<string, DateBounds>>({});
  // The columns of a mode once its initTable has answered with a link the table cannot apply.
  const [known, setKnown] = useState<{ mode: ModeKey; columns: TableColumn[] } | null>(null);
  const defaultSort = useRef<SortItem[]>([]);
  const [shownDefaultSort, setShownDefaultSort] = useState<SortItem[]>([]);
  // A sort chosen in a phone's "Sorted by": the table starts again with it (its headers are not
  // there to take it), without waiting for the address to carry it.
  const [chosenSort, setChosenSort] = useState<{ mode: ModeKey; version: number; sortModel: SortItem[] } | null>(null);
  const chosen = chosenSort?.mode === mode ? chosenSort : null;
  const externalFilter = useMemo(() => {
    const out: Record<string, ColumnFilter> = {};
    const etd = toTableFilter(view.etd);
    const eta = toTableFilter(view.eta);
    if (etd) out.etd = etd;
    if (eta) out.eta = eta;
    if (view.delayed) out.delayed = DELAYED_FILTER;
    return out;
  }, [view.etd, view.eta, view.delayed]);
  const columns = known?.mode === mode ? known.columns : null;
  const kept = columns ? keepApplicable(view, columns, EXTERNAL_FILTERS) : { sortModel: view.sortModel, filterModel: view.filterModel };
  const initialState = chosen ? { ...kept, sortModel: chosen.sortModel } : kept;
  const sortKey = listSortKey(initialState.sortModel ?? [], shownDefaultSort);
  const chooseSort = (key: ListSortKey) => {
    const sortModel = sortModelOf(key);
    setChosenSort({ mode, version: (chosenSort?.version ?? 0) + 1, sortModel });
    onViewChange({ sortModel: sameSort(sortModel, defaultSort.current) ? [] : sortModel });
  };
  const activeFilters = Object.keys(externalFilter).length + Object.keys(view.filterModel).length;

  return (
    <ListSortContext.Provider value={sortKey}>
      <DataTable
        // A new key when the link had to be cleaned (or a phone chose another order): the table
        // starts again from that view before its grid has asked for a single row. The language too:
        // the grid takes its headers once.
        key={`${mode}:${language}${columns ? ':checked' : ''}${chosen ? `:sort${chosen.version}` : ''}`}
        table={shipmentTable(mode)}
        label={t(`modes.${mode}.shipments`)}
        columnOverrides={overrides as never}
        showFrom={SHOW_FROM}
        externalFilter={externalFilter}
        initialState={initialState}
        // The server's default order stays out of the URL: a plain link keeps following the default.
        onViewChange={(state) =>
          onViewChange({ sortModel: sameSort(state.sortModel, defaultSort.current) ? [] : state.sortModel, filterModel: state.filterModel })
        }
        onInit={(init: TableInit) => {
          defaultSort.current = init.defaultSort ?? [];
          setShownDefaultSort(init.defaultSort ?? []);
          setBounds(init.filterData ?? {});
          if (columns) return;
          const applicable = keepApplicable(view, init.columns, EXTERNAL_FILTERS);
          if (sameSortAndFilter(applicable, view)) return;
          setKnown({ mode, columns: init.columns });
          onViewChange(applicable);
        }}
        exportFileName={`${mode}-shipments`}
        height="min(560px, calc(100vh - 330px))"
        toolbar={
          <>
            <ListSortChoice value={sortKey} onChange={chooseSort} />
            <FiltersFold active={activeFilters}>
              <div className="shipment-date-filters">
                <DateRangeFilter label={t('myShipments.columns.etd')} value={view.etd} bounds={bounds.etd} onChange={(etd) => onViewChange({ etd })} />
                <DateRangeFilter label={t('myShipments.columns.eta')} value={view.eta} bounds={bounds.eta} onChange={(eta) => onViewChange({ eta })} />
                <label className="checkbox delayed-filter">
                  <DelayedOnly checked={view.delayed} onChange={(delayed) => onViewChange({ delayed })} />
                  {t('myShipments.delayedOnly')}
                </label>
              </div>
            </FiltersFold>
          </>
        }
      />
    </ListSortContext.Provider>
  );
}

/**
 * The "Delayed only" box. The view lives in the address, and React Router applies an address
 * change in a transition: a box bound to the address alone springs back unticked until that
 * transition lands (long enough on a busy machine to be seen, and for a test's check() to fail).
 * It shows the person's choice at once and follows the address when that changes otherwise.
 */
function DelayedOnly({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <input
      type="checkbox"
      checked={shown}
      onChange={(e) => {
        setShown(e.target.checked);
        onChange(e.target.checked);
      }}
    />
  );
}
