import { useEffect, useId, useState } from 'react';
import { bus, EmptyState, ErrorState, LoadingState, useApiData, usePageMeta, usePortal } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';
import { isGroupCode } from '@portal/contracts/rules/customerGroups';
import { NOTIFICATION_TYPES, type NotificationType } from '@portal/contracts/rules/notifications';
import { notificationsContract } from '@portal/contracts/notifications';
import { ExportControl } from '@portal/ui/dataTable/ExportControl';
import { listNotifications } from './api';
import { markAllRead, useFeed } from './feed';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

const PAGE_SIZE = 20;

/** /notifications: every notification the user may see, filtered by type, organisation and read state, a page at a time. */
export function NotificationsPage() {
  const t = useShellT();
  usePageMeta(t('notifications.title'));
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
  // New ones arrive on the first page; a read mark elsewhere (the bell) changes the read filter's
  // answer. Both move the unread count, which also moves when the stream first opens (a while after
  // the page loads) or opens again: what arrived before it was heard by no event, only counted.
  useEffect(() => bus.on('notifications:unread', () => page === 0 && reload()), [page, reload]);
  // The API words the notifications in the portal's language: read them again in the new one.
  useEffect(() => bus.on('language:changed', () => reload()), [reload]);

  const filter =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="stack notifications-page">
      <section className="card row notification-filters" aria-label={t('notifications.filters')}>
        <div className="filter-field">
          <label htmlFor={ids.type}>{t('notifications.typeFilter')}</label>
          <select className="select" id={ids.type} value={type} onChange={(e) => filter(setType)(e.target.value as NotificationType | '')}>
            <option value="">{t('notifications.allTypes')}</option>
            {NOTIFICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`notifications.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={ids.organisation}>{t('notifications.organisation')}</label>
          <select className="select" id={ids.organisation} value={organisation} onChange={(e) => filter(setOrganisation)(e.target.value)}>
            <option value="">{t('notifications.allOrganisations')}</option>
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
          <label htmlFor={ids.state}>{t('notifications.show')}</label>
          <select className="select" id={ids.state} value={state} onChange={(e) => filter(setState)(e.target.value as '' | 'read' | 'unread')}>
            <option value="">{t('notifications.readAndUnread')}</option>
            <option value="unread">{t('notifications.unreadOnly')}</option>
            <option value="read">{t('notifications.readOnly')}</option>
          </select>
        </div>
        <span className="spacer" />
        <ExportControl endpoint={notificationsContract.export} query={() => ({ type: type || undefined, organisation: organisation || undefined, state: state || undefined })} fileName="notifications" />
        <button type="button" className="btn" disabled={unread === 0} onClick={() => void markAllRead().then(reload)}>
          {t('notifications.markAllRead')}
        </button>
      </section>
      <section className="card" aria-label={t('notifications.title')}>
        {error && !loading ? (
          <ErrorState message={t('notifications.loadFailed')} onRetry={reload} />
        ) : !data ? (
          <LoadingState label={t('notifications.loading')} />
        ) : data.items.length === 0 ? (
          <EmptyState>
            {type || organisation || state ? t('notifications.noneFiltered') : t('notifications.none')}
          </EmptyState>
        ) : (
          <>
            <p className="muted" aria-live="polite">
              {t('notifications.count', { count: data.total, unread })}
            </p>
            <ul className="notification-list">
              {data.items.map((n) => (
                <NotificationItem key={n.id} notification={n} onRead={reload} />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="row notification-pager" aria-label={t('notifications.pages')}>
                <button type="button" className="btn btn-sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('notifications.previous')}
                </button>
                <span>{t('notifications.page', { page: page + 1, pages })}</span>
                <button type="button" className="btn btn-sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {t('notifications.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
