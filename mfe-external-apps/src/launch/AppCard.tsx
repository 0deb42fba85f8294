import type { ReactNode } from 'react';

interface AppCardProps {
  /** What the app is for. */
  intro: ReactNode;
  /** The licence or availability line; announced when it changes. */
  status: ReactNode;
  /** What may be done from here (the launchers' button). */
  children?: ReactNode;
}

/**
 * An external app's page body: what the app is and whether this account may use it. The same card
 * for each app, so MyKPI and My tracker say "not licensed" alike.
 */
export function AppCard({ intro, status, children }: AppCardProps) {
  return (
    <section className="card stack ext-launcher">
      <div className="ext-intro">{intro}</div>
      <div className="ext-status" role="status" aria-live="polite">
        {status}
      </div>
      {children}
    </section>
  );
}
