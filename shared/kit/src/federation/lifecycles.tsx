import React, { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorState, SHARED_UI_NS } from '../ui/states';
import { registerMessages, tFor, type MessagesLoader } from '../i18n/i18n';

/** What the shell passes to every mounted remote or piece. */
export interface RemoteProps {
  /** The route prefix the shell mounted this remote for, e.g. '/myshipments'. */
  basePath?: string;
  [key: string]: unknown;
}

/**
 * Keeps a render crash inside the remote's own area, worded like a remote that could not load:
 * the user sees what happened and Retry renders the remote afresh. The error itself goes to the
 * console only; its text means nothing to a customer and may reveal internals.
 */
class RemoteErrorBoundary extends Component<{ children?: ReactNode; name?: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[remote] ${this.props.name ?? 'a remote'} crashed while rendering`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const message = tFor(SHARED_UI_NS)('states.remoteUnavailable', { defaultValue: 'This part of the portal is unavailable right now.' });
    return <ErrorState message={message} onRetry={() => this.setState({ failed: false })} />;
  }
}

/**
 * React's client as single-spa-react drives it, with each render of a remote's root in a
 * transition: React then renders the remote's page in slices that give the main thread back every
 * few milliseconds, rather than in one long task a phone cannot answer input during (Lighthouse's
 * Total Blocking Time). The shell renders its own root the same way (bootstrap.tsx).
 */
const transitionClient = {
  createRoot(container: Element | DocumentFragment) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * single-spa lifecycles for a remote's root component, inside the error boundary above. With
 * `messages` (the remote's namespace and its loader), the first mount waits for the active
 * language's messages, so the remote never draws a key; a language change loads them again first.
 */
export function createLifecycles<P extends RemoteProps>(rootComponent: ComponentType<P>, messages?: { ns: string; load: MessagesLoader }) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionClient as unknown as typeof ReactDOMClient,
    rootComponent: rootComponent as ComponentType<never>,
    errorBoundaryClass: RemoteErrorBoundary as never,
  });
  if (!messages) return lifecycles;
  // A failed messages chunk still mounts the remote (in the default language, registerMessages' fallback).
  const ready = () => registerMessages(messages.ns, messages.load).catch(() => undefined);
  return { ...lifecycles, mount: (props: P) => ready().then(() => lifecycles.mount(props as never)) };
}
