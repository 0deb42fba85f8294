import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type ParcelConfig, type Parcel } from 'single-spa';
import { loadRemoteModule } from './remoteLoader';
import { ErrorState, LoadingState } from '../ui/states';

export interface RemoteParcelProps {
  remote: string;
  exposed: string;
  /** Passed to the remote's mount lifecycle. */
  props?: Record<string, unknown>;
  /** What to call the piece in messages, e.g. 'MyQuotes'. */
  label: string;
  className?: string;
}

type Lifecycles = ParcelConfig & { default?: ParcelConfig };

/**
 * Loads an exposed single-spa piece of another remote and mounts it as a parcel. Load or mount
 * failures stay here: the message names the piece and Retry loads it again (the federation
 * runtime does not cache a failed load).
 */
export function RemoteParcel({ remote, exposed, props = {}, label, className }: RemoteParcelProps) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const propsKey = JSON.stringify(props);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    setStatus('loading');
    loadRemoteModule<Lifecycles>(remote, exposed)
      .then((mod) => {
        if (cancelled || !host.current) return;
        const config = (mod?.default ?? mod) as ParcelConfig;
        const domElement = document.createElement('div');
        host.current.replaceChildren(domElement);
        parcel = mountRootParcel(config, { domElement, ...props });
        return parcel.mountPromise.then(() => !cancelled && setStatus('ready'));
      })
      .catch((error) => {
        console.error(`[remote] ${remote}/${exposed} failed`, error);
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      // A parcel still mounting when the user leaves is unmounted once it is up, not left running detached.
      const p = parcel;
      p?.mountPromise.then(() => p.getStatus() === 'MOUNTED' && p.unmount()).catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, exposed, attempt, propsKey]);

  return (
    <div className={className} data-remote={remote}>
      {status === 'loading' && <LoadingState label={`Loading ${label}…`} />}
      {status === 'error' && <ErrorState message={`${label} is unavailable right now.`} onRetry={() => setAttempt((a) => a + 1)} />}
      <div ref={host} hidden={status === 'error'} />
    </div>
  );
}
