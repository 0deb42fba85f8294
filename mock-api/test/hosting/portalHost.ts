import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The portal host of host/src/serve-app.ts (the shell's), in front of a test API, with a stand-in
 * build of the shell: it runs in a child process because the script is an ES module.
 */
const root = path.resolve(__dirname, '../../..');

export interface PortalHost {
  url: string;
  close(): Promise<void>;
}

export async function startPortalHost(apiBaseUrl: string, env: Record<string, string> = {}): Promise<PortalHost> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-host-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  const script = `
    const { serveApp } = await import(${JSON.stringify(path.join(root, 'host/src/serve-app.ts'))});
    const shell = await serveApp('shell', process.env, { distDir: process.env.SHELL_DIST, port: 0 });
    console.log(JSON.stringify({ port: shell.app.server.address().port }));`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, API_PORT: new URL(apiBaseUrl).port, SHELL_DIST: dist, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.on('exit', (code) => reject(new Error(`portal host exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
