import { bus } from '@portal/kit';
import { listNotifications } from './api';
import { startNotificationStream } from './feed';

jest.mock('./api', () => ({
  listNotifications: jest.fn(async () => ({ items: [], unread: 0, total: 0 })),
  markAllNotificationsRead: jest.fn(),
  markNotificationRead: jest.fn(),
}));

/** A stand-in for the browser's EventSource: records what is opened and closed, and lets a test play the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, Array<(e: { data: string }) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (e: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
}

const lists = () => (listNotifications as jest.Mock).mock.calls.length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  (listNotifications as jest.Mock).mockClear();
});
afterEach(() => delete (globalThis as { EventSource?: unknown }).EventSource);

describe('the notification stream and the language', () => {
  it('opens the stream again when the language changes, so later arrivals come in the new one, and reads the list once it is ready', async () => {
    const stop = startNotificationStream();
    try {
      expect(FakeEventSource.opened).toHaveLength(1);
      const [first] = FakeEventSource.opened;
      expect(first.url).toBe('/api/notifications/stream');
      first.send('ready', { unread: 2 });
      await settle();
      const listsBefore = lists();

      bus.emit('language:changed', { language: 'nl' });
      expect(first.closed).toBe(true);
      expect(FakeEventSource.opened).toHaveLength(2);
      const second = FakeEventSource.opened[1];
      expect(second.closed).toBe(false);
      // What was recorded between the two streams is in the list, read once the new stream is there.
      expect(lists()).toBe(listsBefore);
      second.send('ready', { unread: 3 });
      await settle();
      expect(lists()).toBe(listsBefore + 1);
    } finally {
      stop();
    }
    expect(FakeEventSource.opened.every((s) => s.closed)).toBe(true);
  });

  it('opens nothing more after it was stopped', () => {
    startNotificationStream()();
    bus.emit('language:changed', { language: 'en' });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].closed).toBe(true);
  });
});
