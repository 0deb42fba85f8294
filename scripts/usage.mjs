// `--help` for the portal's scripts: prints the comment a script opens with, which says what it does
// and which options it takes, and ends the process.
import { readFileSync } from 'node:fs';

export function helpIfAsked(scriptUrl, argv = process.argv) {
  if (!argv.includes('--help')) return;
  const header = /^(?:\/\/.*\n)+/.exec(readFileSync(new URL(scriptUrl), 'utf8'))?.[0] ?? '';
  console.log(header.replace(/^\/\/ ?/gm, '').trimEnd());
  process.exit(0);
}
