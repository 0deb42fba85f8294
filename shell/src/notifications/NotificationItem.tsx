import { Link } from 'react-router-dom';
import { notificationLink, type PortalNotification } from '@portal/contracts/rules/notifications';
import { useFormat } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';
import { markRead } from './feed';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');
/**
 * '24 Nov, 22:36' in the browser's time zone, as toLocaleString('en-GB', { day, month: 'short',
 * hour, minute }) writes it, without Intl: the bell's list renders on every page, and a page's
 * first Intl call costs a phone hundreds of milliseconds loading locale data.
 */
export const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.getDate()} ${MONTHS[d.getMonth()]}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
};

/** One notification: its link to the subject (opening it marks it read) and, while unread, "Mark as read". */
export function NotificationItem({
  notification: n,
  onOpen,
  onRead,
  compact = false,
}: {
  notification: PortalNotification;
  onOpen?: () => void;
  onRead?: () => void;
  compact?: boolean;
}) {
  const t = useShellT();
  const format = useFormat();
  const read = async () => {
    await markRead(n.id);
    onRead?.();
  };
  return (
    <li className={`notification${n.read ? '' : ' is-unread'}`} data-notification-id={n.id}>
      <span className="notification-dot" aria-hidden="true" />
      <div className="notification-main">
        <Link
          to={notificationLink(n)}
          className="notification-title"
          onClick={() => {
            if (!n.read) void read().catch(() => undefined);
            onOpen?.();
          }}
        >
          {n.title}
          {!n.read && <span className="sr-only"> {t('notifications.unreadMark')}</span>}
        </Link>
        {!compact && <p className="notification-body">{n.body}</p>}
        <p className="notification-meta muted">
          {t(`notifications.type.${n.type}`)} · {format.language === 'en' ? when(n.createdAt) : format.date(n.createdAt, t('notifications.when'))}
          {n.organisations.length > 0 && ` · ${n.organisations.join(', ')}`}
        </p>
      </div>
      {!n.read && (
        <button type="button" className="btn btn-sm btn-ghost notification-read" onClick={() => void read()}>
          {t('notifications.markRead')}
          <span className="sr-only">: {n.title}</span>
        </button>
      )}
    </li>
  );
}
