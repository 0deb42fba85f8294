/**
 * Calls back once an element marked `elementtiming={name}` has reached the screen: Element Timing
 * (Chromium) reports the frame that presented it. Where that is not supported, after the next two
 * frames; and at the latest after `maxMs` (a table in a hidden tab paints nothing). DataTable asks
 * for AG Grid's code only then, so that on a phone's connection and CPU the grid's 218 KB and its
 * evaluation come after the first rows, not in the frame that shows them.
 */
export function whenShown(name: string, callback: () => void, maxMs = 500): () => void {
  let done = false;
  let frame = 0;
  let observer: PerformanceObserver | undefined;
  const cleanup = () => {
    observer?.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    done = true;
    cleanup();
    callback();
  };
  const timer = setTimeout(finish, maxMs);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)) setTimeout(finish);
    });
    observer.observe({ type: 'element', buffered: true });
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setTimeout(finish));
    });
  }
  return () => {
    done = true;
    cleanup();
  };
}
