import type { ReactNode } from 'react';
import { useExternalAppsT } from '../messages';
import { AppCard } from './AppCard';

interface LauncherCardProps {
  /** The app's name as the page shows it ("MyKPI"). */
  app: string;
  intro: ReactNode;
  status: ReactNode;
  canOpen: boolean;
  opening: boolean;
  onOpen(): void;
}

/** The MyKPI and My TMS page body: the app's card with the button that opens it in a new tab. */
export function LauncherCard({ app, intro, status, canOpen, opening, onOpen }: LauncherCardProps) {
  const t = useExternalAppsT();
  return (
    <AppCard intro={intro} status={status}>
      <div className="row ext-actions">
        <button type="button" className="btn btn-primary" disabled={!canOpen || opening} aria-disabled={!canOpen || opening} onClick={onOpen}>
          {t('launch.open', { app })}
          <span className="sr-only"> {t('launch.newTab')}</span>
        </button>
        {opening && (
          <span className="muted" role="status">
            {t('launch.opening', { app })}
          </span>
        )}
      </div>
    </AppCard>
  );
}
