import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Pictures of every main route at a phone's, a tablet's and a laptop's width, for a person to look
 * at (not a test): `SHOTS_DIR=<folder> npx playwright test -c route-shots.config.ts`.
 * E2E_REUSE_PORTAL=1 takes the portal already running at E2E_PORT_OFFSET instead of starting one.
 */
export default defineConfig({
  ...base,
  testDir: './route-shots',
  testMatch: /.*\.shots\.ts$/,
  workers: 1,
  globalSetup: process.env.E2E_REUSE_PORTAL ? undefined : base.globalSetup,
  reporter: [['list']],
});
