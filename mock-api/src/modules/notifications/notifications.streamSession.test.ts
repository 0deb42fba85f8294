import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { loadUser } from '../../core/auth';
import { DEMO, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { NotificationStreams } from './stream';

/** A live stream whose session ended (sign-out, password change, expiry) is closed at the next heartbeat, not at the next event. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(() => server.close());

/** The part of a response the stream writes to. */
function fakeResponse() {
  const emitter = new EventEmitter();
  const state = { chunks: [] as string[], ended: false };
  const res = Object.assign(emitter, {
    socket: null,
    writableLength: 0,
    writeHead: () => res,
    write: (chunk: string) => state.chunks.push(chunk) > 0,
    end: () => {
      state.ended = true;
      emitter.emit('close');
    },
    destroy: () => res.end(),
  });
  return { res: res as unknown as ServerResponse, state };
}

const until = async (done: () => boolean, ms = 3000) => {
  for (const start = Date.now(); !done() && Date.now() - start < ms; ) await new Promise((r) => setTimeout(r, 10));
};

it('pings while the session lives and closes once it ended', async () => {
  await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const user = (await loadUser(server.db, (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @e', { e: DEMO.customer.email }))!.id))!;
  const { sid } = (await server.db.get<{ sid: string }>('SELECT sid FROM sessions WHERE user_id = @id', { id: user.id }))!;
  const streams = new NotificationStreams(server.db, 20);
  const { res, state } = fakeResponse();
  try {
    await streams.open(user, sid, res, null, 'en');
    await until(() => state.chunks.some((c) => c.startsWith(': ping')));
    expect(state.ended).toBe(false);
    await server.db.run('DELETE FROM sessions WHERE sid = @sid', { sid });
    await until(() => state.ended);
    expect(state.ended).toBe(true);
    expect(streams.size).toBe(0);
  } finally {
    await streams.stop();
  }
});
