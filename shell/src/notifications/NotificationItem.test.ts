import { when } from './NotificationItem';

describe('when (a notification time)', () => {
  // The reference is Intl itself (Node has full ICU), in the test run's time zone.
  it.each(['2026-11-24T22:36:43.269Z', '2026-01-05T03:07:00Z', '2026-07-31T23:59:59Z', '2026-03-29T01:30:00Z'])('writes %s as toLocaleString("en-GB") does', (iso) => {
    expect(when(iso)).toBe(new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }));
  });
});
