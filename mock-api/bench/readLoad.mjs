// Steady read load for a benchmark, from its own process (its fetches never wait on the API's
// event loop): `node bench/readLoad.mjs <origin> <cookie> <loops> <path>…`. Each of <loops>
// clients asks for the paths in turn, one request at a time, until stdin closes; every answer is
// printed as "<start epoch ms> <latency ms> <status> <path>".
const [origin, cookie, loops, ...paths] = process.argv.slice(2);
let running = true;
// The benchmark gone: stop quietly.
process.stdout.on('error', () => process.exit(0));
process.stdin.on('end', () => (running = false));
process.stdin.on('close', () => (running = false));
process.stdin.resume();

async function client(offset) {
  for (let i = offset; running; i++) {
    const path = paths[i % paths.length];
    const started = Date.now();
    const t0 = performance.now();
    let status;
    try {
      const res = await fetch(origin + path, { headers: { cookie, accept: 'application/json' } });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    process.stdout.write(`${started} ${(performance.now() - t0).toFixed(1)} ${status} ${path}\n`);
  }
}

await Promise.all(Array.from({ length: Number(loops) }, (_, i) => client(i)));
