import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PACKAGE_ROOT } from '../../src/config';

/**
 * The API as it really runs (`tsx src/server.ts` in its own process), so a test can kill -9 it,
 * restart it on the same DATA_DIR and sample its memory from outside.
 */
// tsx as a loader of this very process, not its CLI: the CLI runs the server in a child of its own,
// which a SIGKILL of the CLI would leave running.
const TSX_LOADER = pathToFileURL(path.join(PACKAGE_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code, or the signal's name when killed. */
  exited: Promise<number | string | null>;
  output(): string;
}

const START_LIMIT_MS = 90_000;

const processEnv = (dataDir: string, env: Record<string, string>) => ({ PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });

/**
 * Seeds DATA_DIR (or env's DATABASE_URL) when it is new, with the seed's CLI in its own process
 * (`seed --if-empty`), as whatever starts the API does before it: the API never seeds.
 */
export async function seedProcess(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', TSX_LOADER, 'src/seed/cli.ts', '--if-empty'], {
    cwd: PACKAGE_ROOT,
    env: processEnv(dataDir, env),
  });
  return stdout + stderr;
}

/**
 * Starts the API and resolves once it says it listens (rejects when it exits first, or kills it
 * after START_LIMIT_MS). `seed` first seeds a new DATA_DIR (seedProcess, its output the start
 * of output()); instances started together over a seeded one leave it out.
 */
export async function startApiProcess(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  { seed = true }: { seed?: boolean } = {},
): Promise<ApiProcess> {
  let output = seed ? await seedProcess(dataDir, env) : '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', TSX_LOADER, 'src/server.ts'], {
    cwd: PACKAGE_ROOT,
    env: { ...processEnv(dataDir, env), API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const startedAt = Date.now();
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('API listening on')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || child.signalCode !== null) {
        clearInterval(timer);
        reject(new Error(`the API exited before listening: ${output}`));
      } else if (Date.now() - startedAt > START_LIMIT_MS) {
        // Killed even when the suite's hook has given up already: a child still running keeps jest from exiting.
        clearInterval(timer);
        child.kill('SIGKILL');
        reject(new Error(`the API did not listen within ${START_LIMIT_MS / 1000} s: ${output}`));
      }
    }, 50);
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Stops the process if it still runs (SIGTERM, then SIGKILL after a grace period). */
export async function stopApiProcess(api: ApiProcess | undefined, graceMs = 5000): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), graceMs);
  await api.exited;
  clearTimeout(timer);
}
