import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../../src/config';
import { openDb } from '../../src/db';
import { openBareTestDb, TEST_DATABASE_URL } from '../testDb';
import { freePort } from './apiProcess';

/**
 * Bad configuration stops the API at start with one clear line and exit code 1, before it
 * listens: a DATABASE_URL nobody answers, one that is not PostgreSQL's, wrong credentials, a
 * database that does not exist, and a database at a newer migration than the code (on both
 * engines). The API runs as it really does, in its own process.
 */
jest.setTimeout(90_000);

const TSX_LOADER = pathToFileURL(path.join(PACKAGE_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

interface Outcome {
  code: number | null;
  output: string;
}

async function startUntilExit(env: Record<string, string>): Promise<Outcome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-badconfig-'));
  try {
    return await startIn(dataDir, env);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function startIn(dataDir: string, env: Record<string, string>): Promise<Outcome> {
  return freePort().then(
    (port) =>
      new Promise<Outcome>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
          cwd: PACKAGE_ROOT,
          env: { PATH: process.env.PATH, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`the API did not stop on bad configuration:\n${output}`));
        }, 60_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, output });
        });
      }),
  );
}

/** One line that says what is wrong, no stack trace, never the password. */
function expectClearRefusal(outcome: Outcome, message: RegExp): void {
  expect(outcome.code).toBe(1);
  expect(outcome.output).toMatch(message);
  expect(outcome.output).not.toMatch(/API listening/);
  expect(outcome.output).not.toMatch(/\n\s+at /);
  expect(outcome.output).not.toContain('s3cret-password');
}

const FUTURE = '999_from_a_newer_version.sql';

// Cases that need no cluster run once, in the SQLite project; the postgres project runs the rest.
(TEST_DATABASE_URL ? describe.skip : describe)('without a cluster', () => {
  it('refuses a DATABASE_URL that nobody answers', async () => {
    const port = await freePort();
    const outcome = await startUntilExit({ DATABASE_URL: `postgres://portal:s3cret-password@127.0.0.1:${port}/portal` });
    expectClearRefusal(outcome, /API not started: Cannot reach PostgreSQL at postgres:\/\/portal:\*\*\*@127\.0\.0\.1:\d+\/portal \(DATABASE_URL\)/);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const outcome = await startUntilExit({ DATABASE_URL: 'mysql://portal:s3cret-password@127.0.0.1/portal' });
    expectClearRefusal(outcome, /API not started: DATABASE_URL must be a PostgreSQL URL/);
  });

  it('refuses an SQLite database at a newer migration than the code, and leaves it as it was', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-badconfig-'));
    try {
      const db = await openDb(path.join(dataDir, 'portal.sqlite'));
      await db.run('INSERT INTO migrations (name, applied_at) VALUES (@name, @at)', { name: FUTURE, at: new Date().toISOString() });
      await db.close();
      const outcome = await startIn(dataDir, {});
      expectClearRefusal(outcome, new RegExp(`API not started: The database at .*portal\\.sqlite is at a newer migration than this code \\(it has ${FUTURE}`));
      const after = await openDb(path.join(dataDir, 'portal.sqlite')).catch((err: Error) => err);
      expect(after).toBeInstanceOf(Error);
      // Nothing was written into DATA_DIR on the way.
      expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('on PostgreSQL', () => {
  const withCredentials = (user: string, password: string, database?: string) => {
    const url = new URL(TEST_DATABASE_URL!);
    url.username = user;
    url.password = password;
    if (database) url.pathname = `/${database}`;
    return url.toString();
  };

  it('refuses wrong credentials', async () => {
    const outcome = await startUntilExit({ DATABASE_URL: withCredentials(new URL(TEST_DATABASE_URL!).username, 's3cret-password') });
    expectClearRefusal(outcome, /API not started: PostgreSQL at .* refused the credentials in DATABASE_URL: password authentication failed/);
  });

  it('refuses a database that does not exist', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    const outcome = await startUntilExit({ DATABASE_URL: withCredentials(url.username, decodeURIComponent(url.password), 'no_such_database') });
    expectClearRefusal(outcome, /API not started: PostgreSQL at .*no_such_database: database "no_such_database" does not exist/);
  });

  it('refuses a database at a newer migration than the code, and leaves it as it was', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-badconfig-'));
    const testDb = await openBareTestDb(dataDir, 'none');
    try {
      await testDb.db.run('INSERT INTO migrations (name, applied_at) VALUES (@name, @at)', { name: FUTURE, at: new Date().toISOString() });
      const users = await testDb.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM users');
      const outcome = await startIn(dataDir, { DATABASE_URL: testDb.url! });
      expectClearRefusal(outcome, new RegExp(`API not started: The database at postgres://.* is at a newer migration than this code \\(it has ${FUTURE}`));
      expect(await testDb.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM users')).toEqual(users);
    } finally {
      await testDb.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
