import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { markAllRead, useFeed, useNotificationStream } from './feed';
import { NotificationItem } from './NotificationItem';
import './notifications.css';
import { useShellT } from '../i18n/useShellT';

/**
 * The header's bell: its accessible name says "Notifications" and the unread count (decisions.md);
 * it opens a panel of the latest (Escape or a click outside closes it, focus goes back to the bell).
 */
export function NotificationBell() {
  useNotificationStream();
  const t = useShellT();
  const unread = useFeed((s) => s.unread);
  const latest = useFeed((s) => s.latest);
  const loaded = useFeed((s) => s.loaded);
  const failed = useFeed((s) => s.failed);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="bell">
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-ghost header-btn bell-button"
        aria-label={t('notifications.bell', { count: unread })}
        // The list loads once the page's first screen is drawn (feed.ts): until then the count is not known yet.
        aria-busy={!loaded}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        <span className={`bell-count${unread === 0 ? ' is-zero' : ''}`} aria-hidden="true" data-testid="bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      </button>
      <div ref={panel} id={panelId} className="bell-panel card" role="region" aria-label={t('notifications.latest')} tabIndex={-1} hidden={!open}>
        <div className="bell-panel-head">
          <h2>{t('notifications.title')}</h2>
          <button type="button" className="btn btn-sm" onClick={() => void markAllRead()} disabled={unread === 0}>
            {t('notifications.markAllRead')}
          </button>
        </div>
        {/* The items are made when the panel opens: the first local time a page formats loads the
            browser's time-zone data, 27 ms of CPU on this machine, a phone's 100 ms. */}
        {!open ? null : !loaded ? (
          <p className="muted">{t('states.loading')}</p>
        ) : failed && latest.length === 0 ? (
          <p className="muted">{t('notifications.loadFailed')}</p>
        ) : latest.length === 0 ? (
          <p className="muted">{t('notifications.none')}</p>
        ) : (
          <ul className="notification-list">
            {latest.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={close} compact />
            ))}
          </ul>
        )}
        <Link to="/notifications" className="btn btn-sm bell-all" onClick={close}>
          {t('notifications.seeAll')}
        </Link>
      </div>
    </div>
  );
}
