import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyChildLogger } from './lazyLogger';

/** A Fastify app whose log lines land in `lines`. */
function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream, redact: ['*.password'] }, childLoggerFactory: lazyChildLogger });
  app.get('/quiet', async (request) => {
    request.log.info('not at this level');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ user: { password: 'secret' } }, 'something to say');
    return { ok: true };
  });
  app.get('/route-level', { logLevel: 'error' }, async (request) => {
    request.log.warn('below this route’s level');
    request.log.error('at this route’s level');
    return { ok: true };
  });
  return { app, lines };
}

describe('lazyChildLogger', () => {
  it('writes nothing for a request that logs below the level', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject('/quiet');
    expect(lines).toEqual([]);
  });

  it('writes a line with the request id and redaction when the level is enabled', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject('/loud');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'something to say', reqId: expect.any(String), user: { password: '[Redacted]' } });
  });

  it('keeps a route’s own log level', async () => {
    const { app, lines } = appLogging('info');
    await app.inject('/route-level');
    expect(lines.map((l) => l.msg)).toEqual(['at this route’s level']);
  });

  it('still logs each request at info level', async () => {
    const { app, lines } = appLogging('info');
    await app.inject('/quiet');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'not at this level', 'request completed']);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(1);
  });
});
