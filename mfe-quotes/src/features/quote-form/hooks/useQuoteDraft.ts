import { useEffect, useMemo, useRef } from 'react';
import { emptyQuoteForm, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';

/**
 * A half-filled request survives an accidental reload: the values are kept in sessionStorage
 * (this tab only, gone when it closes), per user, so that a colleague signing in on the same tab
 * never sees them. Written at most every 400 ms, not on every keystroke.
 */
const SAVE_DELAY_MS = 400;
const keyFor = (userId: number | undefined) => `portal.quotes.draft.${userId ?? 'anonymous'}`;

/** Only the known fields, each of its own type: a tampered or outdated draft cannot break the form. */
export function readDraft(raw: string | null): QuoteFormValues | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return null;
    const values = emptyQuoteForm();
    const target = values as unknown as Record<string, unknown>;
    for (const [key, empty] of Object.entries(values)) if (typeof stored[key] === typeof empty) target[key] = stored[key];
    return values.modality ? values : null;
  } catch {
    return null;
  }
}

export function useQuoteDraft(userId: number | undefined) {
  const key = keyFor(userId);
  const initial = useMemo(() => readDraft(safeGet(key)), [key]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cleared = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      initial,
      /** Keeps the values a moment later; an empty form (no transport mode) keeps nothing. */
      save(values: QuoteFormValues) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (cleared.current) return;
          if (values.modality) safeSet(key, JSON.stringify(values));
          else safeRemove(key);
        }, SAVE_DELAY_MS);
      },
      /** After a successful submit: forget the draft, and any save still pending. */
      clear() {
        cleared.current = true;
        clearTimeout(timer.current);
        safeRemove(key);
      },
      /** Start over: forget it, keep saving what comes next. */
      reset() {
        clearTimeout(timer.current);
        safeRemove(key);
      },
    }),
    [initial, key],
  );
}

// Storage can be switched off or full (private mode): the form works without a draft then.
function safeGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function safeSet(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* no draft */
  }
}
function safeRemove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
