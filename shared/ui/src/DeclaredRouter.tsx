import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState, routeHome, useT, type RemoteRoute, type RouteView } from '@portal/kit';

/**
 * One page of a route as its remote declares it in `src/routes.ts`: the route view the host reads
 * (chunk name, loading label) with the page's import. A page of the remote's first scripts is
 * imported with `webpackMode: "eager"` (no chunk of its own; resolved before the first render),
 * a lazy one with its `webpackChunkName`, the same name as `chunk`.
 */
export interface PageView extends RouteView {
  load: () => Promise<ComponentType>;
}

/** A route with its pages: path, title, menu entry, permission, early reads and the pages that draw it, in one entry. */
export interface DeclaredRoute extends Omit<RemoteRoute, 'views'> {
  views: Readonly<Record<string, PageView>>;
}

const loaded = new WeakMap<PageView, ComponentType>();
const pending = new WeakMap<PageView, Promise<ComponentType>>();
const lazyOf = new WeakMap<PageView, ComponentType>();

function start(view: PageView): Promise<ComponentType> {
  let promise = pending.get(view);
  if (!promise) {
    promise = view.load().then((component) => {
      loaded.set(view, component);
      return component;
    });
    // A failed chunk is asked again on the next render (the error boundary's Retry).
    promise.catch(() => pending.delete(view));
    pending.set(view, promise);
  }
  return promise;
}

/** Does a page pattern (`:name` is one segment) match the path? As the host's hints read them. */
function matches(pattern: string, pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const parts = pattern.replace(/\/+$/, '').split('/');
  return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
}

/**
 * Starts the pages' imports as the remote's module runs: every page of its first scripts (they
 * resolve at once, so the first render draws them without a loading state), and the lazy page the
 * address opens with, alongside the rest of the first screen rather than after it.
 */
export function startDeclaredPages(routes: Readonly<Record<string, DeclaredRoute>>, pathname = window.location.pathname): void {
  for (const route of Object.values(routes)) {
    for (const [pattern, view] of Object.entries(route.views)) if (!view.chunk || matches(pattern, pathname)) void start(view).catch(() => undefined);
  }
}

function Page({ view, messages }: { view: PageView; messages?: string }) {
  const t = useT(messages ?? '');
  // A remote without messages of its own yet declares the text itself.
  const loading = view.loading && messages ? t(view.loading) : view.loading;
  const Ready = loaded.get(view);
  if (Ready) return <Ready />;
  let Lazy = lazyOf.get(view);
  if (!Lazy) {
    Lazy = lazy(() => start(view).then((component) => ({ default: component })));
    lazyOf.set(view, Lazy);
  }
  return (
    <Suspense fallback={<LoadingState label={loading} />}>
      <Lazy />
    </Suspense>
  );
}

/**
 * A remote's router, made from its route declarations: each page at its pattern, and any other
 * address below a `/*` route back to the route's home (`/documents/x` → `/documents`). Paths are
 * absolute, as the shell's; the shell's own paths and other remotes' draw nothing here for the
 * moment before the shell unmounts this remote. `messages` is the remote's message namespace, in
 * which a page's `loading` key is worded in the active language.
 */
export function DeclaredRouter({ routes, messages }: { routes: Readonly<Record<string, DeclaredRoute>>; messages?: string }) {
  return (
    <BrowserRouter>
      <Routes>
        {Object.values(routes).flatMap((route) => [
          ...Object.entries(route.views).map(([pattern, view]) => <Route key={pattern} path={pattern} element={<Page view={view} messages={messages} />} />),
          ...(route.path.endsWith('/*') ? [<Route key={route.path} path={route.path} element={<Navigate to={routeHome(route)} replace />} />] : []),
        ])}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
