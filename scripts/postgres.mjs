// A throw-away PostgreSQL cluster from Debian's `postgresql` package, for tests, the benchmark and
// developers: a fresh data folder in the temp dir, a free port on 127.0.0.1, a password user, and
// everything deleted on stop. No binary download: the package is installed with apt when missing
// (as root, as scripts/test.mjs does for chromium). PostgreSQL refuses to run as root: as root the
// cluster runs as the `postgres` system user (runuser), which the package creates.
//
//   node scripts/postgres.mjs                 start, print DATABASE_URL, stop on Ctrl-C
//   node scripts/postgres.mjs run -- <cmd…>   start, run cmd with DATABASE_URL set, stop
//
// From code: `const pg = await startPostgres({ durable: false }); … pg.url … await pg.stop();`
import { execFileSync, execSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_VERSION = 15;
const LIB = '/usr/lib/postgresql';
export const USER = 'portal';
export const PASSWORD = 'portal';

/** The newest installed server's bin folder (15 or newer), or null. */
export function findPostgresBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  if (!existsSync(LIB)) return null;
  const versions = readdirSync(LIB)
    .map(Number)
    .filter((v) => v >= MIN_VERSION && existsSync(path.join(LIB, String(v), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  return versions.length ? path.join(LIB, String(versions[0]), 'bin') : null;
}

/** Installs Debian's postgresql when it is missing (root only); returns the bin folder. */
export function ensurePostgres({ quiet = false } = {}) {
  let bin = findPostgresBin();
  if (bin) return bin;
  if (process.getuid?.() !== 0)
    throw new Error(`PostgreSQL ${MIN_VERSION}+ is missing (${LIB}/<version>/bin). Install Debian's package: sudo apt-get install -y postgresql`);
  if (!quiet) console.log('› Installing Debian postgresql (apt)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', { stdio: quiet ? 'ignore' : 'inherit' });
  bin = findPostgresBin();
  if (!bin) throw new Error(`apt installed postgresql, but no server ${MIN_VERSION}+ is in ${LIB}`);
  return bin;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** As root, commands run as the postgres system user; otherwise as ourselves. */
function asServerUser(file, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

function runQuiet(file, args) {
  const [cmd, argv] = asServerUser(file, args);
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${path.basename(file)} failed (${res.status}): ${res.stderr || res.stdout}`);
  return res.stdout;
}

/**
 * Group commit, as a DBA sets it on a server taking many small durable writes at once: a commit
 * that finds at least COMMIT_SIBLINGS other transactions open waits COMMIT_DELAY_US before it
 * flushes the log, so the commits arriving meanwhile go to disk in the same flush. It costs each
 * such commit up to that wait (under load only: alone, or with fewer open, none waits): about one
 * flush of this machine's shared disk (pg_test_fsync at a load average of ~35: 0.9 ms for one 8 kB
 * fdatasync, 3.9 ms for two).
 * docs/operations.md, "PostgreSQL a round trip away".
 */
const COMMIT_DELAY_US = 1000;
const COMMIT_SIBLINGS = 5;

/**
 * Starts a cluster. durable: false (tests) turns fsync off — a crash loses the throw-away data,
 * which nobody keeps; the benchmark keeps durability, as a production server would, with group
 * commit (COMMIT_DELAY_US).
 */
export async function startPostgres({ port, durable = true, quiet = true } = {}) {
  const bin = ensurePostgres({ quiet });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  const pwfile = path.join(dir, 'pw');
  writeFileSync(pwfile, `${PASSWORD}\n`);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chownSync(pwfile, uid, gid);
  }
  chmodSync(dir, 0o700);
  // C collation: text sorts byte by byte, as SQLite does (table pages sort the same on both engines).
  runQuiet(path.join(bin, 'initdb'), ['-D', data, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--no-locale', '-E', 'UTF8', '--no-sync']);
  const chosenPort = port ?? (await freePort());
  const settings = [
    `-p ${chosenPort}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=128MB',
    ...(durable
      ? [`-c commit_delay=${COMMIT_DELAY_US}`, `-c commit_siblings=${COMMIT_SIBLINGS}`]
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  runQuiet(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`;
  let stopped = false;
  return {
    url,
    port: chosenPort,
    dir,
    bin,
    /** A URL for another database of this cluster. */
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runQuiet(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const pg = await startPostgres({ durable: !args.includes('--fast'), quiet: false });
  const stop = () => pg.stop().catch((err) => console.error(err.message));
  if (args[0] === 'run') {
    const command = args.slice(args.indexOf('--') + 1);
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url, TEST_DATABASE_URL: pg.url } });
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    await stop();
    process.exit(code);
  }
  console.log(`PostgreSQL ${path.basename(path.dirname(pg.bin))} running (data in ${pg.dir}; deleted on stop).`);
  console.log(`DATABASE_URL=${pg.url}`);
  console.log('Ctrl-C stops it.');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(0)));
  setInterval(() => {}, 1 << 30);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
