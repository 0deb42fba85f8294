import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

/** What the shell passes to every mounted remote or piece. */
export interface RemoteProps {
  /** The route prefix the shell mounted this remote for, e.g. '/myshipments'. */
  basePath?: string;
  [key: string]: unknown;
}

function RemoteCrash({ error }: { error: unknown }) {
  return (
    <div className="state state-error" role="alert">
      <strong>This part of the portal stopped working.</strong>
      <span className="muted">{error instanceof Error ? error.message : 'Unknown error'}</span>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}

/**
 * single-spa lifecycles for a remote's root component. The error boundary keeps a render crash
 * inside the remote's own area: the shell and the other remotes keep running.
 */
export function createLifecycles<P extends RemoteProps>(rootComponent: ComponentType<P>) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: rootComponent as ComponentType<never>,
    errorBoundary: (error: unknown) => <RemoteCrash error={error} />,
  });
}
