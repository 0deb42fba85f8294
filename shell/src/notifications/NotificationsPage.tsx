import { useEffect, useId, useState } from 'react';
import { bus, EmptyState, ErrorState, LoadingState, useApiData, usePageMeta, usePortal } from '@portal/kit';
import { isGroupCode } from '@portal/contracts/rules/customerGroups';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES, type NotificationType } from '@portal/contracts/rules/notifications';
import { notificationsContract } from '@portal/contracts/notifications';
import { ExportControl } from '@portal/ui/dataTable/ExportControl';
import { listNotifications } from './api';
import { markAllRead, useFeed } from './feed';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

const PAGE_SIZE = 20;

/** /notifications: every notification the user may see, filtered by type, organisation and read state, a page at a time. */
export function NotificationsPage() {
  usePageMeta('Notifications');
  const options = usePortal((s) => s.options);
  const unread = useFeed((s) => s.unread);
  const [type, setType] = useState<NotificationType | ''>('');
  const [organisation, setOrganisation] = useState('');
  const [state, setState] = useState<'' | 'read' | 'unread'>('');
  const [page, setPage] = useState(0);
  const ids = { type: useId(), organisation: useId(), state: useId() };
  const { data, error, loading, reload } = useApiData(
    (signal) => listNotifications({ type, organisation, state, offset: page * PAGE_SIZE, limit: PAGE_SIZE }, signal),
    [type, organisation, state, page],
  );
  // New ones arrive on the first page; a read mark elsewhere (the bell) changes the read filter's answer.
  useEffect(() => bus.on('notification:received', () => page === 0 && reload()), [page, reload]);

  const filter =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="stack notifications-page">
      <section className="card row notification-filters" aria-label="Filters">
        <div className="filter-field">
          <label htmlFor={ids.type}>Type</label>
          <select className="select" id={ids.type} value={type} onChange={(e) => filter(setType)(e.target.value as NotificationType | '')}>
            <option value="">All types</option>
            {NOTIFICATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {NOTIFICATION_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={ids.organisation}>Organisation</label>
          <select className="select" id={ids.organisation} value={organisation} onChange={(e) => filter(setOrganisation)(e.target.value)}>
            <option value="">All organisations</option>
            {options
              .filter((o) => !isGroupCode(o.value))
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={ids.state}>Show</label>
          <select className="select" id={ids.state} value={state} onChange={(e) => filter(setState)(e.target.value as '' | 'read' | 'unread')}>
            <option value="">Read and unread</option>
            <option value="unread">Unread only</option>
            <option value="read">Read only</option>
          </select>
        </div>
        <span className="spacer" />
        <ExportControl endpoint={notificationsContract.export} query={() => ({ type: type || undefined, organisation: organisation || undefined, state: state || undefined })} fileName="notifications" />
        <button type="button" className="btn" disabled={unread === 0} onClick={() => void markAllRead().then(reload)}>
          Mark all as read
        </button>
      </section>
      <section className="card" aria-label="Notifications">
        {error && !loading ? (
          <ErrorState message="Notifications could not be loaded." onRetry={reload} />
        ) : !data ? (
          <LoadingState label="Loading notifications…" />
        ) : data.items.length === 0 ? (
          <EmptyState>
            {type || organisation || state
              ? 'No notifications match these filters.'
              : 'No notifications yet. Changes to your shipments, documents and quotes will show here.'}
          </EmptyState>
        ) : (
          <>
            <p className="muted" aria-live="polite">
              {data.total} {data.total === 1 ? 'notification' : 'notifications'}, {unread} unread
            </p>
            <ul className="notification-list">
              {data.items.map((n) => (
                <NotificationItem key={n.id} notification={n} onRead={reload} />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="row notification-pager" aria-label="Pages">
                <button type="button" className="btn btn-sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  Previous
                </button>
                <span>
                  Page {page + 1} of {pages}
                </span>
                <button type="button" className="btn btn-sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
