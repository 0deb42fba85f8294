import { useId } from 'react';
import { useDashboardT } from '../../../messages';
import { LIST_SORTS, type ListSortKey } from './listSort';

/**
 * "Sorted by …" above a phone's list: what the list is sorted by, in words, and the choice to
 * change it (one column shows there, so the headers cannot say or change it). Hidden from a
 * tablet's width on, where the columns' headers do both.
 */
export function ListSortChoice({ value, onChange }: { value: ListSortKey | null; onChange(key: ListSortKey): void }) {
  const t = useDashboardT();
  const id = useId();
  return (
    <div className="list-sort">
      <label htmlFor={id}>{t('phoneList.sortedBy')}</label>
      <select id={id} className="select" value={value ?? ''} onChange={(e) => onChange(e.target.value as ListSortKey)}>
        {value === null && <option value="">{t('phoneList.sorts.other')}</option>}
        {LIST_SORTS.map((s) => (
          <option key={s.key} value={s.key}>
            {t(`phoneList.sorts.${s.key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
