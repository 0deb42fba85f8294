// Preloaded into the API process by the load run (`node --import ./bench/memoryProbe.mjs …`): prints
// its memory twice a second on stdout, so the run can watch RSS and heap from outside without a
// debug route in the API itself.
const INTERVAL_MS = Number(process.env.MEMORY_PROBE_MS || 500);
setInterval(() => {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stdout.write(`[memory] ${JSON.stringify({ t: Date.now(), rss, heapUsed, heapTotal, external })}\n`);
}, INTERVAL_MS).unref();
