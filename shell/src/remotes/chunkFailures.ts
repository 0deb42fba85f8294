/**
 * Calls `onFailure` when a script or stylesheet from `origin` fails to load: a remote's lazy chunk
 * after the remote went down, or after a redeploy removed the old build's chunks. The remote's own
 * code only sees a rejected import (its error boundary cannot load the chunk again, React.lazy
 * keeps the failure), so the shell notices it here, where load errors of elements are visible
 * (they do not bubble, hence the capture phase), and offers a Retry that loads the remote afresh.
 */
export function watchChunkFailures(origin: string, onFailure: (url: string) => void): () => void {
  const listener = (event: Event) => {
    const target = event.target;
    const url = target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : '';
    if (url.startsWith(`${origin}/`)) onFailure(url);
  };
  window.addEventListener('error', listener, true);
  return () => window.removeEventListener('error', listener, true);
}

/** The origin a remote's manifest is served from (its deployment). */
export function originOf(manifestUrl: string): string {
  return new URL(manifestUrl, window.location.href).origin;
}
