import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { bus, earlyReadsForPath, fetchEarly, findRemoteForPath, forgetEarly, mayBeSignedIn, type RemoteRegistry } from '@portal/kit';
import { nextTask } from '../boot/inTasks';
import { preloadRemote, registerRegistry } from './federationLoader';

interface RegistryState {
  registry: RemoteRegistry | null;
  error: boolean;
  retry(): void;
}

const RegistryContext = createContext<RegistryState>({ registry: null, error: false, retry: () => undefined });

/**
 * The registry the portal host wrote into the page (host/src/html-hints.ts): one round trip less
 * before the opened route's remote is asked for. A page without it (a dev server) asks /remotes.json.
 */
function inlineRegistry(): RemoteRegistry | null {
  const text = document.getElementById('portal-registry')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RemoteRegistry;
  } catch {
    return null;
  }
}

/** Reads /remotes.json once at start: where each remote lives is a deployment fact, not a build one. */
export function RegistryProvider({ children }: { children: ReactNode }) {
  const [registry, setRegistry] = useState<RemoteRegistry | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(false);
    const inline = attempt === 0 ? inlineRegistry() : null;
    (inline
      ? // Registered in a task of its own, not in the one that commits the app's first frame: the
        // federation runtime's registration and the opened remote's first load are a few
        // milliseconds each, a phone's four times that.
        nextTask().then(() => inline)
      : fetch('/remotes.json', { cache: 'no-cache' }).then((res) => {
          if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
          return res.json() as Promise<RemoteRegistry>;
        })
    )
      .then((loaded) => {
        if (cancelled) return;
        registerRegistry(loaded);
        // The remote of the page being opened downloads while the session is still being checked,
        // and the data its first paint needs is asked for meanwhile.
        const opening = findRemoteForPath(loaded, window.location.pathname);
        if (opening?.remote.enabled) {
          preloadRemote(opening.remote.name);
          if (mayBeSignedIn()) earlyReadsForPath(opening.route, window.location.pathname).forEach((url) => fetchEarly(url));
        }
        setRegistry(loaded);
      })
      .catch((err) => {
        console.error('[shell] could not read the remote registry', err);
        if (!cancelled) setError(true);
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // An early answer is for the customer selected when it was asked.
  useEffect(() => bus.on('selection:changed', forgetEarly), []);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return <RegistryContext.Provider value={{ registry, error, retry }}>{children}</RegistryContext.Provider>;
}

export const useRegistry = () => useContext(RegistryContext);
