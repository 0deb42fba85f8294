import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../src/config';

/**
 * nginx in front of a test API, with the configuration production runs
 * (scripts/front-door/nginx-conf.mjs through startApiFront): `API_TEST_FRONT=nginx` (the
 * `mock-api (nginx)` jest project) sends a suite's requests through it. nginx runs under a child
 * Node process (test/nginxFrontProcess.mjs), as the front door's scripts are ES modules.
 */

export interface NginxFront {
  /** nginx's address: what the suite's clients talk to. */
  url: string;
  close(): Promise<void>;
}

export async function startNginxFront(apiOrigin: string, config: Config): Promise<NginxFront> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-front-'));
  const child = spawn(process.execPath, [path.join(__dirname, 'nginxFrontProcess.mjs')], {
    env: { PATH: process.env.PATH, API_ORIGIN: apiOrigin, SHELL_DIST: dist, UPLOAD_LIMIT_KB: String(config.uploadLimitKb) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`nginx in front of the test API did not start (exit ${code}): ${errors}`)));
  });
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
