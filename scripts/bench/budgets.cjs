// The performance budgets. The byte budgets are checked in CI (e2e/tests/budgets.spec.ts);
// the timing budgets vary with a shared machine's load, so `npm run bench` prints them instead.
const KB = 1024;

const BYTE_BUDGETS = {
  /** JS of the shell's own first page (/login, signed out), compressed as served. */
  shellFirstPage: 150 * KB,
  /** Every script the dashboard route (/shipments) loads, compressed as served. */
  dashboardRoute: 300 * KB,
};

const TIME_BUDGETS = {
  lcpMs: 1000,
  lcpMsCpu4x: 2500,
  warmSwitchMs: 150,
  /** API read routes: share of a bare Fastify hello-world's throughput, and p99 latency, at 20 connections. */
  apiThroughputRatio: 0.25,
  apiP99Ms: 50,
};

module.exports = { KB, BYTE_BUDGETS, TIME_BUDGETS };
