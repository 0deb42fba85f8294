import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { bus, isAbortError, whenPageSettled } from '@portal/kit';
import type { EventOf } from '@portal/contracts/endpoint';
import { notificationsContract } from '@portal/contracts/notifications';
import type { PortalNotification } from '@portal/contracts/rules/notifications';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './api';

type Stream = typeof notificationsContract.stream;

/**
 * The signed-in user's notifications as the header sees them: the unread count and the latest
 * few, kept current by the server-sent event stream (notificationsContract.stream). EventSource
 * reconnects by itself (the server says `retry`) and resumes with Last-Event-ID. Each arrival is
 * also put on the shared bus, so any remote can react.
 */
const PANEL_SIZE = 8;

interface FeedState {
  unread: number;
  latest: PortalNotification[];
  /** The first list has been loaded (the panel shows "Loading…" until then). */
  loaded: boolean;
  failed: boolean;
}

const feedStore = createStore<FeedState>()(() => ({ unread: 0, latest: [], loaded: false, failed: false }));

export const useFeed = <T>(selector: (s: FeedState) => T): T => useStore(feedStore, selector);

function setUnread(unread: number): void {
  if (feedStore.getState().unread === unread) return;
  feedStore.setState({ unread });
  bus.emit('notifications:unread', { unread });
}

/** The last list was dropped by a switch of selection or user: asked again once it is done. */
let dropped = false;

async function refreshLatest(): Promise<void> {
  dropped = false;
  try {
    const list = await listNotifications({ limit: PANEL_SIZE });
    feedStore.setState({ latest: list.items, loaded: true, failed: false });
    setUnread(list.unread);
  } catch (error) {
    if (isAbortError(error)) dropped = true;
    else feedStore.setState({ loaded: true, failed: true });
  }
}

function received(notification: PortalNotification, unread: number): void {
  const latest = [notification, ...feedStore.getState().latest.filter((n) => n.id !== notification.id)].slice(0, PANEL_SIZE);
  feedStore.setState({ latest });
  setUnread(unread);
  bus.emit('notification:received', { notification, unread });
}

export async function markRead(id: number): Promise<void> {
  const { unread } = await markNotificationRead(id);
  feedStore.setState({ latest: feedStore.getState().latest.map((n) => (n.id === id ? { ...n, read: true } : n)) });
  setUnread(unread);
}

export async function markAllRead(): Promise<void> {
  const { unread } = await markAllNotificationsRead();
  feedStore.setState({ latest: feedStore.getState().latest.map((n) => ({ ...n, read: true })) });
  setUnread(unread);
}

/**
 * Opens the stream while the signed-in frame is mounted, once the page has settled (loaded, its
 * first moments past, idle): the bell is not what a person opens the portal for, so its list and
 * stream do not compete with the page's own requests and scripts on a phone.
 *
 * The API words a stream's notifications in the language of the portal's cookie when it opens
 * (an EventSource sends no header of ours), so on `language:changed` (the cookie is already the
 * new one) the stream is opened again: later arrivals come in the language now shown. The list is
 * read again once the new stream is ready, so nothing recorded in between is missed.
 */
export function useNotificationStream(): void {
  useEffect(startNotificationStream, []);
}

/** The stream and the list kept current until the returned stop is called (useNotificationStream). */
export function startNotificationStream(): () => void {
  let source: EventSource | null = null;
  let settled = false;
  const open = (reopened: boolean) => {
    if (typeof EventSource === 'undefined') return;
    source?.close();
    const opened = new EventSource(notificationsContract.stream.path);
    source = opened;
    // On a reconnect the stream says `ready` again: the list may have moved meanwhile (read elsewhere).
    let first = !reopened;
    opened.addEventListener('ready', (e) => {
      const { unread } = JSON.parse((e as MessageEvent<string>).data) as EventOf<Stream, 'ready'>;
      setUnread(unread);
      if (!first) void refreshLatest();
      first = false;
    });
    opened.addEventListener('notification', (e) => {
      const { notification, unread } = JSON.parse((e as MessageEvent<string>).data) as EventOf<Stream, 'notification'>;
      received(notification, unread);
    });
  };
  const cancelIdle = whenPageSettled(() => {
    settled = true;
    void refreshLatest();
    open(false);
  });
  const stopRetry = bus.on('selection:changed', () => dropped && void refreshLatest());
  const stopLanguage = bus.on('language:changed', () => {
    if (!settled) return;
    // The API words the notifications in the portal's language: the bell's list is read again in the new one.
    if (typeof EventSource === 'undefined') void refreshLatest();
    else open(true);
  });
  return () => {
    cancelIdle();
    stopRetry();
    stopLanguage();
    source?.close();
  };
}
