import { defineConfig } from '@playwright/test';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const portalUrl = `http://localhost:${8080 + offset}`;

// Debian's chromium, installed by the test command: Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: portalUrl,
    viewport: { width: 1366, height: 860 },
    trace: 'off',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
});
