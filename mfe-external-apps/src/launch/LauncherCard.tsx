import type { ReactNode } from 'react';

interface LauncherCardProps {
  /** What the app is for. */
  intro: ReactNode;
  /** The licence or availability line; announced when it changes. */
  status: ReactNode;
  buttonLabel: string;
  canOpen: boolean;
  opening: boolean;
  openingLabel: string;
  onOpen(): void;
}

/** The MyKPI and My TMS page body: what the app is, whether it may open, and the button that opens it. */
export function LauncherCard({ intro, status, buttonLabel, canOpen, opening, openingLabel, onOpen }: LauncherCardProps) {
  return (
    <section className="card stack ext-launcher">
      <div className="ext-intro">{intro}</div>
      <div className="ext-status" role="status" aria-live="polite">
        {status}
      </div>
      <div className="row ext-actions">
        <button type="button" className="btn btn-primary" disabled={!canOpen || opening} aria-disabled={!canOpen || opening} onClick={onOpen}>
          {buttonLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </button>
        {opening && (
          <span className="muted" role="status">
            {openingLabel}
          </span>
        )}
      </div>
    </section>
  );
}
