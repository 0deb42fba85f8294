// Types of browser.cjs for the TypeScript browser tests that use it.
import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface WeighedScript {
  url: string;
  origin: string;
  /** Body bytes on the wire, compressed as served. */
  bytes: number;
  encoding: string;
  cacheControl: string;
  /** Heavy libraries (HEAVY_LIBRARIES) this script carries. */
  contains: string[];
}

export interface WeighedRoute {
  route: string;
  scripts: WeighedScript[];
  requests: number;
  bytes: number;
  shellBytes: number;
  reactDomCopies: number;
  sharedLoaded: string[];
  sharedLoadedTwice: string[];
  heavyLibraries: string[];
}

export const CHROMIUM_ARGS: string[];
export const DEMO_CUSTOMER: { email: string; password: string };
export const ROUTES: string[];
export const HEAVY_LIBRARIES: Record<string, RegExp>;
export function launchChromium(): Promise<Browser>;
export function newContext(browser: Browser, baseURL: string, options?: { signedIn?: boolean; account?: { email: string; password: string } }): Promise<BrowserContext>;
export function waitForRoute(page: Page, route: string): Promise<void>;
export function weighRoute(browser: Browser, baseURL: string, route: string): Promise<WeighedRoute>;
export function paintTimings(browser: Browser, baseURL: string, options?: { cpuSlowdown?: number; switches?: number }): Promise<{ fcp: number; lcp: number; warmSwitch: number }>;
