import { useCallback, useId } from 'react';
import { useGridFilter, type CustomFilterProps } from 'ag-grid-react';
import type { ColumnFilter, TextFilter } from '@portal/contracts/table/contract';
import { useUiT } from '../messages';

export interface ChoiceFilterParams {
  /** The values the column holds (TableColumn.options). */
  options: string[];
}

/** Chosen values as the table contract's text filter: one `equals`, or several ORed. */
function choiceModel(chosen: string[]): ColumnFilter | null {
  const conditions: TextFilter[] = chosen.map((value) => ({ filterType: 'text', type: 'equals', filter: value }));
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0] : { filterType: 'text', operator: 'OR', conditions };
}

/** The values a model chooses (also a model kept in a link, written by hand or by an older grid). */
function chosenValues(model: ColumnFilter | null | undefined): string[] {
  if (!model) return [];
  const simple = 'conditions' in model ? model.conditions : [model];
  return simple.flatMap((c) => (c.filterType === 'text' && c.type === 'equals' && typeof c.filter === 'string' ? [c.filter] : []));
}

/**
 * A column filter that offers the column's values as check boxes (AG Grid's Set Filter is not in
 * the community edition). Each change applies at once; the rows are filtered on the server.
 */
export function ChoiceFilter(props: CustomFilterProps & ChoiceFilterParams) {
  const { model, onModelChange, options, colDef } = props;
  const id = useId();
  const t = useUiT();
  const chosen = chosenValues(model as ColumnFilter | null);
  // Filtering happens on the server (infinite row model); the grid never asks row by row.
  const doesFilterPass = useCallback(() => true, []);
  useGridFilter({ doesFilterPass });

  const toggle = (value: string, on: boolean) => {
    const next = options.filter((o) => (o === value ? on : chosen.includes(o)));
    onModelChange(choiceModel(next));
  };

  return (
    <fieldset className="choice-filter">
      <legend>{t('table.choiceLegend', { column: colDef.headerName })}</legend>
      {options.map((option) => (
        <label key={option} className="checkbox" htmlFor={`${id}-${option}`}>
          <input id={`${id}-${option}`} type="checkbox" checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
          {option}
        </label>
      ))}
      <button type="button" className="btn btn-sm" disabled={chosen.length === 0} onClick={() => onModelChange(null)}>
        {t('table.showAll')}
      </button>
    </fieldset>
  );
}
