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

export function formatAge(minutes: number | null): string {
  if (minutes === null) return 'Not updated yet';
  if (minutes < 1) return 'Last updated less than a minute ago';
  if (minutes === 1) return 'Last updated 1 minute ago';
  return `Last updated ${minutes} minutes ago`;
}
