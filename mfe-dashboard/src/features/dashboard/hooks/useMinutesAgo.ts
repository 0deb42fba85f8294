import { useEffect, useState } from 'react';

/** Spec section 9: the "last updated" age is recomputed every 60 000 ms. */
const AGE_REFRESH_MS = 60_000;

export function minutesSince(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/** Whole minutes since `iso`, recomputed every minute; the timer stops when the caller unmounts. */
export function useMinutesAgo(iso: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), AGE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [iso]);
  return minutesSince(iso, now);
}

/** The "last updated" line's message (dashboard.updated.*) for an age in whole minutes. */
export function ageMessage(minutes: number | null): { key: string; count?: number } {
  if (minutes === null) return { key: 'dashboard.updated.never' };
  if (minutes < 1) return { key: 'dashboard.updated.justNow' };
  return { key: 'dashboard.updated.minutes', count: minutes };
}
