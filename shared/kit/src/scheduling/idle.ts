import { useEffect, useState, type RefObject } from 'react';

/**
 * Work the first screen does not need (a map's library, a second remote's panel, the
 * notification stream) waits until the browser has nothing better to do: a phone then spends its
 * first seconds of bandwidth and main thread on what the person looks at (Lighthouse's
 * LCP and Total Blocking Time). `timeoutMs` bounds the wait on a page that is never idle.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') {
    callback();
    return () => undefined;
  }
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * For what no page needs (the bell's list and stream): once the page has loaded, not before
 * `notBeforeMs` after the navigation began, and then when the browser is idle. On a fast network
 * the page's scripts have all arrived, and the browser is idle for a moment, long before its
 * content is drawn; an EventSource opened then also holds one of a phone's six connections to the
 * portal while the page's own requests queue.
 */
export function whenPageSettled(callback: () => void, notBeforeMs = 1500): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    callback();
    return () => undefined;
  }
  let cancel: () => void;
  const afterLoad = () => {
    const timer = window.setTimeout(() => (cancel = whenIdle(callback)), Math.max(0, notBeforeMs - performance.now()));
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancel = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancel();
}

/** Hands the main thread back for a moment: the rest of a long piece of work runs in a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * False until `ready` has been true and the browser then went idle once; true from then on.
 * `<Later>`-style rendering: `useIdleAfter(data !== null) && <Heavy />`.
 */
export function useIdleAfter(ready: boolean, timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true), timeoutMs);
  }, [ready, idle, timeoutMs]);
  return idle;
}

/**
 * False until the element has come within `margin` of the viewport once; true from then on.
 * Heavy pieces below the fold (a map under a form on a phone) start when the person scrolls
 * towards them rather than while the page's first screen is still being drawn.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
