import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ColDef } from 'ag-grid-community';
import { DataTable } from '@portal/ui/DataTable';
import { referenceTable } from '@portal/contracts/tables.reference';
import { useHasPermission, usePageMeta } from '@portal/kit';
import { hasAction, offersForm, permissionOf, referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { entityCrumbs } from '../breadcrumbs';
import { useDeleteRecord } from '../hooks/useDeleteRecord';
import { tabThroughCell } from './cellKeyboard';
import { RecordLinkCell } from './RecordLinkCell';
import { RowActionsCell, type RowActionsProps } from './RowActionsCell';
import { useRouteEntity } from '../hooks/useRouteEntity';
import { useReferenceT, useReferenceWord } from '../../messages';
import { NotFound } from '../../features/areas/components/NotFound';

type Row = Record<string, unknown>;

/** The widest screen laid out as a phone (the slices' phone layouts use the same 600 px). */
const PHONE_MAX = 600;
/** From this window width a list's rows hold two lines (DataTable: three below a 1100 px table). */
const TWO_LINE_ROWS_FROM = 1100;

export interface EntityIndexPageProps {
  entity: ReferenceEntity;
  /** Overrides for a filtered view of the same table (the group route). */
  title?: string;
  breadcrumbs?: ReturnType<typeof entityCrumbs>;
  params?: Record<string, string | number>;
  toolbar?: ReactNode;
  intro?: ReactNode;
}

/** /reference/:resource */
export function EntityIndexRoute() {
  const entity = useRouteEntity('index');
  return entity ? <EntityIndexPage key={entity.resource} entity={entity} /> : <NotFound />;
}

/** The list of one entity: server-side paging, sorting, filtering and export, with row actions. */
export function EntityIndexPage({ entity, title, breadcrumbs, params, toolbar, intro }: EntityIndexPageProps) {
  const t = useReferenceT();
  const word = useReferenceWord();
  usePageMeta(title ?? word(entity.title), breadcrumbs ?? entityCrumbs(entity));
  const canCreate = useHasPermission(permissionOf(entity, 'create')) && offersForm(entity, 'create');
  const canEdit = useHasPermission(permissionOf(entity, 'edit')) && offersForm(entity, 'edit');
  const canDelete = useHasPermission(permissionOf(entity, 'destroy')) && hasAction(entity, 'destroy');
  const [reloadKey, setReloadKey] = useState(0);
  const remove = useDeleteRecord(entity, () => setReloadKey((k) => k + 1));

  const idOf = (row: Row) => String(row[entity.idField]);
  const labelOf = (row: Row) => String(row[entity.labelField] ?? row[entity.idField]);

  const actions: RowActionsProps = {
    label: labelOf,
    showTo: (row) => referencePaths.show(entity, idOf(row)),
    editTo: canEdit ? (row) => referencePaths.edit(entity, idOf(row)) : undefined,
    onDelete: canDelete ? (row) => remove.ask(idOf(row), labelOf(row)) : undefined,
  };

  const extraColumns = useMemo<ColDef<Row>[]>(
    () => {
      // A phone's list is the records' names: each opens its record (its link), where Edit and
      // Delete are; a column of buttons there left the name no room ("Buenos Ai…").
      const phone = window.matchMedia(`(max-width: ${PHONE_MAX}px)`).matches;
      // Room for the text buttons (RowActionsCell) and the cell's padding, checked by widths.spec;
      // more where the language's words are longer (Dutch "Bekijken Wijzigen Verwijderen").
      const words = [t('list.view'), ...(canEdit ? [t('list.edit')] : []), ...(actions.onDelete ? [t('list.delete')] : [])];
      const width = Math.max(actions.onDelete ? 200 : 140, Math.ceil(words.join('').length * 8 + words.length * 18 + 30));
      return [
        {
          colId: 'actions',
          headerName: t('list.actions'),
          sortable: false,
          filter: false,
          resizable: false,
          hide: phone,
          // Pinned only where there is room: on a tablet a pinned column would squeeze the names.
          pinned: window.matchMedia(`(min-width: ${TWO_LINE_ROWS_FROM}px)`).matches ? 'right' : undefined,
          width,
          minWidth: width,
          flex: 0,
          cellRenderer: RowActionsCell,
          cellRendererParams: actions,
          suppressKeyboardEvent: tabThroughCell,
        },
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canEdit, canDelete, t],
  );

  // Declared widths become flex weights, so wide text columns get the room and flags stay narrow.
  // A declared width is also the least a column needs (a code or a VAT number read whole). A column
  // that wraps makes do with less where rows hold three lines (a tablet's table, see DataTable),
  // but not where they hold two: there a 120 px name took a fourth line as soon as one more column
  // fitted beside it. Room beyond the minimums goes mostly to the wrapping columns (double weight).
  const columnOverrides = useMemo<Record<string, Partial<ColDef<Row>>>>(
    () => {
      const twoLineRows = window.matchMedia(`(min-width: ${TWO_LINE_ROWS_FROM}px)`).matches;
      const wrapMin = (declared: number) => (twoLineRows ? declared : Math.min(declared, 160));
      const out: Record<string, Partial<ColDef<Row>>> = {};
      for (const c of entity.columns) out[c.field] = { headerName: word(c.headerName), flex: ((c.width ?? 160) / 100) * (c.wrap ? 2 : 1), minWidth: c.wrap ? wrapMin(c.width ?? 160) : (c.width ?? 120) };
      const link = entity.linkField ?? entity.labelField;
      out[link] = { ...out[link], cellRenderer: RecordLinkCell, cellRendererParams: { toOf: actions.showTo } };
      return out;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entity.resource, word],
  );

  const newButton = canCreate ? (
    <Link className="btn btn-primary" to={referencePaths.create(entity)}>
      {entity.customForms ? word(entity.createTitle) : t('list.new', { what: word(entity.singular) })}
    </Link>
  ) : null;

  return (
    <div className="stack">
      {intro}
      <DataTable<Row>
        table={referenceTable(entity.resource)}
        label={title ?? word(entity.title)}
        params={params}
        extraColumns={extraColumns}
        columnOverrides={columnOverrides}
        reloadKey={reloadKey}
        exportFileName={entity.resource}
        toolbar={
          <>
            {newButton}
            {toolbar}
          </>
        }
      />
      {remove.dialog}
    </div>
  );
}
