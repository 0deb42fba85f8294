import { useId, useState, type ReactNode } from 'react';
import { useDashboardT } from '../../../messages';

/**
 * A phone folds the list's filters behind one "Filters" button that counts the active ones, so
 * the first rows are on the first screen; from a tablet's width on the filters always show and
 * the button does not (dashboard.css).
 */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const t = useDashboardT();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className={open ? 'filters-fold is-open' : 'filters-fold'}>
      <button type="button" className="btn filters-fold-toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        {t('phoneList.filters')}
        {active > 0 && (
          <span className="badge" aria-label={t('phoneList.activeFilters', { count: active })}>
            {active}
          </span>
        )}
      </button>
      <div id={panel} className="filters-fold-panel">
        {children}
      </div>
    </div>
  );
}
