import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PACKAGE_ROOT } from '../../src/config';
import { freePort, startApiProcess, stopApiProcess, type ApiProcess } from './apiProcess';

/**
 * Several API instances as real processes over one DATA_DIR, and the portal host
 * (host/src/serve-app.ts, a stand-in build of the shell) balancing /api over them, as
 * `API_INSTANCES=N npm start` runs them.
 */
const ROOT = path.resolve(PACKAGE_ROOT, '..');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports (API_INSTANCES takes consecutive ports from API_PORT). */
async function consecutiveFreePorts(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    let free = true;
    for (let i = 1; i < count && free; i++) free = await portIsFree(first + i);
    if (free) return first;
  }
}

export interface Host {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** The portal host with API_INSTANCES=count from apiPort; `dir` receives a stand-in shell build. */
export async function startHost(dir: string, apiPort: number, count: number): Promise<Host> {
  const dist = path.join(dir, 'shell-dist');
  fs.mkdirSync(dist, { recursive: true });
  const html = '<!doctype html><title>portal</title>';
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(html));
  const script = `
    const { serveApp } = await import(${JSON.stringify(path.join(ROOT, 'host/src/serve-app.ts'))});
    const shell = await serveApp('shell', process.env, { distDir: process.env.SHELL_DIST, port: 0 });
    console.log(JSON.stringify({ port: shell.app.server.address().port }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, API_PORT: String(apiPort), API_INSTANCES: String(count), SHELL_DIST: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`the portal host exited with ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Cluster {
  dataDir: string;
  firstPort: number;
  apis: (ApiProcess | undefined)[];
  host: Host;
  /** Starts instance i again (after a kill or a stop) and waits until it listens. */
  start(i: number): Promise<ApiProcess>;
  stop(): Promise<void>;
}

/** Instances and host over an existing (seeded) DATA_DIR; the instances start together. */
export async function startCluster(dataDir: string, count: number, env: Record<string, string>): Promise<Cluster> {
  const firstPort = await consecutiveFreePorts(count);
  const apis: (ApiProcess | undefined)[] = [];
  const start = async (i: number) => (apis[i] = await startApiProcess(dataDir, firstPort + i, env, [], { seed: false }));
  let host: Host;
  try {
    // allSettled: when one instance fails to start, the others must be up (or down) before they are stopped.
    const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => start(i)));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    host = await startHost(dataDir, firstPort, count);
  } catch (error) {
    // The suite never receives a cluster to stop: a child left running here kept jest from exiting.
    await Promise.all(apis.map((api) => stopApiProcess(api)));
    throw error;
  }
  return {
    dataDir,
    firstPort,
    apis,
    host,
    start,
    async stop() {
      await host.stop();
      await Promise.all(apis.map((api) => stopApiProcess(api)));
    },
  };
}

/** Waits until `check` holds (polling), or throws after timeoutMs. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const tmpDataDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label}-`));
