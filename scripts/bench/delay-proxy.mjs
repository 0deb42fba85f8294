// A TCP proxy that holds every chunk it forwards for a fixed time in each direction: PostgreSQL
// "a round trip away" on one machine (1 ms each way puts 2 ms on every query's round trip).
// Order is kept: every chunk waits the same time, and timers of one duration fire in the order
// they were set. Runs in a process of its own (spawnDelayProxy), since the benchmark's load
// generator (wrk) blocks the benchmark's own event loop while it runs.
//
//   node scripts/bench/delay-proxy.mjs --target=127.0.0.1:5432 --delay-ms=1 [--port=0]
//   prints {"port":N} once it listens.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Listens on `port` (0: one the system picks) and forwards to target with `delayMs` each way; resolves with the server. */
export function delayProxy({ port = 0, target, delayMs }) {
  const [host, targetPort] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const forward = (from, to) => {
      from.on('data', (chunk) => setTimeout(() => to.destroyed || to.write(chunk), delayMs));
      from.on('end', () => setTimeout(() => to.destroyed || to.end(), delayMs));
      from.on('error', () => to.destroy());
      from.on('close', () => setTimeout(() => to.destroy(), delayMs));
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The proxy in a child process: resolves with its port and a stop(). */
export async function spawnDelayProxy({ target, delayMs }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), `--target=${target}`, `--delay-ms=${delayMs}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`the delay proxy exited with ${code}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const server = await delayProxy({ port: Number(arg('port', 0)), target: arg('target'), delayMs: Number(arg('delay-ms', 1)) });
  console.log(JSON.stringify({ port: server.address().port }));
  process.on('SIGTERM', () => process.exit(0));
}
