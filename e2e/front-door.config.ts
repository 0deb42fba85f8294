import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The walk through the portal behind nginx (PORTAL_FRONT=nginx, two API instances), as in
 * production: `npx playwright test -c front-door.config.ts`. scripts/test.mjs runs it after the
 * browser tests, on the same build; it is short, since every page is tested on its own already.
 */
export default defineConfig({
  ...base,
  testDir: './front-door',
  testMatch: /.*\.walk\.ts$/,
  workers: 1,
  globalSetup: './front-door/behind-nginx.setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/front-door.json' }]],
});
