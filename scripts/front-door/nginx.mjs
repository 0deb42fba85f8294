// nginx as the portal's front door (PORTAL_FRONT=nginx): Debian's package, run as this user on
// the portal's own ports, with its configuration, pid, logs and temp files in a run folder
// (nginx -p <run folder> -c nginx.conf -g 'daemon off;'). Installed with apt when missing, as
// root only, as scripts/test.mjs does for chromium.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiProxyConf, nginxConf } from './nginx-conf.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

export function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return CANDIDATES.find((file) => existsSync(file)) ?? null;
}

/** nginx's path, installing Debian's package first when it is missing (root only). */
export function ensureNginx({ quiet = false } = {}) {
  let bin = findNginx();
  if (bin) return bin;
  if (process.getuid?.() !== 0) throw new Error("nginx is missing. Install Debian's package: sudo apt-get install -y nginx");
  if (!quiet) console.log('› Installing Debian nginx (apt)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', { stdio: quiet ? 'ignore' : 'inherit' });
  bin = findNginx();
  if (!bin) throw new Error('apt installed nginx, but no nginx binary was found');
  return bin;
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Writes the configuration into a new run folder, checks it (nginx -t) and starts nginx in the
 * foreground as a child of this process. `front` is nginx-conf.mjs's description minus runDir.
 */
export async function startNginx(front, { quiet = true } = {}) {
  const bin = ensureNginx({ quiet });
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, 'temp', dir), { recursive: true });
  const conf = path.join(runDir, 'nginx.conf');
  writeFileSync(path.join(runDir, 'api-proxy.conf'), apiProxyConf({ instances: front.api.length }));
  writeFileSync(conf, nginxConf({ runAsRoot: process.getuid?.() === 0, ...front, runDir }));
  const args = ['-p', runDir, '-c', conf, '-e', path.join(runDir, 'error.log')];
  try {
    execFileSync(bin, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    rmSync(runDir, { recursive: true, force: true });
    throw new Error(`nginx refused its configuration: ${error.stderr}`, { cause: error });
  }
  const child = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ports = [front.shell.port, ...front.remotes.map((r) => r.port)];
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}`);
    if ((await Promise.all(ports.map(listening))).every(Boolean)) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${ports.join(', ')}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    runDir,
    child,
    url: `http://localhost:${front.shell.port}`,
    /** Graceful (SIGQUIT): what is in flight is answered; then the run folder is deleted. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.kill('SIGQUIT');
        await exited;
        clearTimeout(timer);
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
