import { Component, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { ErrorState, LoadingState, portalStore, tFor, usePortal, type RemoteDescriptor, type RemoteRoute } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';
import { routeWord } from './routeWords';
import { originOf, watchChunkFailures } from './chunkFailures';
import { loadRemoteModule, markRemoteFailed } from './federationLoader';
import { takeFirstPaintPage } from './firstPaintPage';

interface Props {
  remote: RemoteDescriptor;
  route: RemoteRoute;
}

type Status = 'loading' | 'mounted' | 'unavailable';

/**
 * Mounts a remote's single-spa lifecycles as a parcel for as long as the user stays on its routes.
 * Load failures (server down, manifest missing, chunks gone after a redeploy) end here with a
 * message and Retry; the header and the other routes keep working.
 */
function RemoteMount({ remote, route }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const t = useShellT();
  const language = usePortal((s) => s.language);
  const title = routeWord(route, 'title', language);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  // The page the host drew from its data (a shipment's facts) stands in for the loading state.
  const [firstPaint] = useState(() => takeFirstPaintPage(window.location.pathname));
  const firstPaintHolder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (firstPaint && status === 'loading') firstPaintHolder.current?.append(firstPaint.node);
  }, [firstPaint, status]);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    setStatus('loading');
    // A chunk of this remote that cannot load later on (remote down, redeployed) makes the whole
    // area unavailable: Retry then loads the remote afresh from its current manifest.
    const stopWatching = watchChunkFailures(originOf(remote.manifest), (url) => {
      console.error(`[shell] a chunk of remote ${remote.name} could not be loaded: ${url}`);
      markRemoteFailed(remote.name);
      if (!cancelled) setStatus('unavailable');
    });
    // Until the remote names its page, show the route's title from the registry.
    const shownTitle = attempt === 0 && firstPaint ? firstPaint.title : title;
    portalStore.getState().setPageMeta({ title: shownTitle, breadcrumbs: [{ label: shownTitle }] });
    loadRemoteModule(remote.name, './App')
      .then((mod) => {
        if (cancelled || !host.current) return;
        const lifecycles = ((mod as { default?: ParcelConfig }).default ?? mod) as ParcelConfig;
        const domElement = document.createElement('div');
        domElement.className = 'remote-root';
        host.current.replaceChildren(domElement);
        parcel = mountRootParcel(lifecycles, { domElement, basePath: route.path.replace(/\/\*$/, ''), name: remote.name });
        return parcel.mountPromise.then(() => {
          if (!cancelled) setStatus('mounted');
        });
      })
      .catch((error) => {
        console.error(`[shell] remote ${remote.name} is unavailable`, error);
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
      stopWatching();
      // A remote still mounting when the user leaves is unmounted once it is up, not left running detached.
      const p = parcel;
      p?.mountPromise.then(() => p.getStatus() === 'MOUNTED' && p.unmount()).catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote.name, attempt]);

  return (
    <section className="remote-area" data-remote={remote.name} aria-busy={status === 'loading'}>
      {/* Laid over the area, not above the remote's page: the page is drawn where it will stay,
          and nothing moves when the loading state goes (no layout shift). */}
      {status === 'loading' &&
        (firstPaint ? (
          <div className="remote-loading remote-first-paint" ref={firstPaintHolder}>
            <span className="sr-only" role="status">
              {t('host.loading', { what: firstPaint.title })}
            </span>
          </div>
        ) : (
          <div className="remote-loading">
            <LoadingState label={t('host.loading', { what: title })} />
          </div>
        ))}
      {status === 'unavailable' && (
        <ErrorState message={t('remote.unavailable', { title })} onRetry={() => setAttempt((a) => a + 1)} />
      )}
      <div ref={host} hidden={status === 'unavailable'} />
    </section>
  );
}

/** Catches a render crash in the shell's own part of the area (the remote has its own boundary). */
class AreaBoundary extends Component<{ children: ReactNode; title: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[shell] remote area crashed', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    const message = tFor('shell')('remote.crashed', { title: this.props.title });
    return <ErrorState message={message} onRetry={() => this.setState({ failed: false })} />;
  }
}

export function RemoteArea(props: Props) {
  const language = usePortal((s) => s.language);
  const title = routeWord(props.route, 'title', language);
  return (
    <AreaBoundary title={title}>
      <RemoteMount {...props} />
    </AreaBoundary>
  );
}
