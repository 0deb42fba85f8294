import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';

/**
 * The words of these states are the shared UI's (the `ui` namespace, shared/ui/src/locales,
 * registered by the shell and by a remote run standalone); English stands in until they arrive.
 */
export const SHARED_UI_NS = 'ui';

export function LoadingState({ label }: { label?: string }) {
  const t = useT(SHARED_UI_NS);
  return (
    <div className="state" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{label ?? t('states.loading', { defaultValue: 'Loading…' })}</span>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state">{children}</div>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT(SHARED_UI_NS);
  return (
    <div className="state state-error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('states.retry', { defaultValue: 'Retry' })}
        </button>
      )}
    </div>
  );
}
