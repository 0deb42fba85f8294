import path from 'node:path';
import { DEFAULT_UPLOAD_LIMIT_KB } from '@portal/contracts/rules/documentUpload';
import { DEFAULT_RETENTION_DAYS } from '@portal/contracts/rules/notifications';
import { keyBytes } from './modules/webhooks/secrets';

/** Everything the API reads from the environment, parsed and checked once at start. */
export type SeedScale = 'normal' | 'large';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

export interface Config {
  host: string;
  apiPort: number;
  portOffset: number;
  /** Absolute. Holds `portal.sqlite` and `files/`. */
  dataDir: string;
  dbFile: string;
  /** `postgres://user:password@host:port/db` (DATABASE_URL): PostgreSQL instead of the SQLite file dbFile. */
  databaseUrl: string | null;
  filesDir: string;
  seedScale: SeedScale;
  uploadLimitKb: number;
  /** IANA zone whose calendar day decides document publication and expiration (BUSINESS_TIME_ZONE). */
  businessTimeZone: string;
  /** NOTIFICATION_RETENTION_DAYS: notifications older than this are removed (daily). */
  notificationRetentionDays: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  secureCookies: boolean;
  /** Signs the session cookie; when null a secret is generated once and kept in the database. */
  sessionSecret: string | null;
  /** Sign-in attempts per window per ip + e-mail; 0 switches the limit off. */
  loginRateLimit: number;
  loginRateWindowMs: number;
  trackerUrl: string;
  trackerLoginUrl: string;
  kpiUrl: string;
  tmsUrl: string;
  smtp: SmtpConfig | null;
  /** Contact messages per user per window (POST /api/contact/sendEmailMessage); 0 switches the limit off. */
  contactRateLimit: number;
  contactRateWindowMs: number;
  /** Where contact messages go (the forwarder's customer service). */
  contactRecipient: string;
  /** Where customers request a tracker or KPI licence: the head office, as on the contact page. */
  licenceRequestEmail: string;
  /** Quote requests per user per minute (POST /api/quotes/quotes/store); 0 switches the limit off (load and crash tests). */
  quoteRateLimit: number;
  /** Requests per access token per window; 0 switches the limit off. */
  tokenRateLimit: number;
  tokenRateWindowMs: number;
  /** Requests per user per window across all the user's tokens; null: twice tokenRateLimit, 0: no limit. */
  tokenUserRateLimit: number | null;
  /** Key of the webhook signing secrets at rest (32 bytes, base64 or hex); null: generated once and kept in the database. */
  webhookSecretKey: string | null;
  /** Reads of share links' pages per address per minute (twice as many per link); 0 switches the limit off. */
  trackRateLimit: number;
  /** Webhook deliveries may reach loopback and private addresses, and http:// on loopback (tests only). */
  webhookAllowPrivate: boolean;
  /** Delays (ms) before each retry of a failed delivery; their sum is how long a delivery is tried. */
  webhookRetryScheduleMs: number[];
  /** Failed attempts in a row after which an endpoint is disabled (its owner is told). */
  webhookDisableAfter: number;
  /** How often each instance looks for deliveries due (ms). */
  webhookPollMs: number;
  /** Milliseconds a receiver has to answer a delivery. */
  webhookTimeoutMs: number;
  portalOrigin: string;
  /** pino level; 'silent' switches the logger off (tests). */
  logLevel: string;
  /** On SIGTERM, how long /api/health says "draining" before the server stops listening (API_DRAIN_MS). */
  drainMs: number;
  /** METRICS_PORT: Prometheus' /metrics on its own port of API_HOST (0: any free one); null (unset): not served. */
  metricsPort: number | null;
}

type Env = Record<string, string | undefined>;

/** mock-api/ — config.ts sits in mock-api/src, and the built server in mock-api/dist. */
export const PACKAGE_ROOT = path.resolve(import.meta.dirname, '..');

/** A setting the API cannot start with; the message names it. */
export class ConfigError extends Error {}

function int(env: Env, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${key} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

/**
 * Standard Webhooks' schedule: retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, about
 * 27 hours in all ("for a day").
 */
const DEFAULT_WEBHOOK_RETRIES_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

function msList(env: Env, key: string, fallback: number[]): number[] {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const values = raw.split(',').map((v) => Number(v.trim()));
  if (values.some((v) => !Number.isInteger(v) || v < 0)) throw new ConfigError(`${key} must be a comma-separated list of milliseconds, got "${raw}"`);
  return values;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${key} must be a boolean (1/0/true/false), got "${env[key]}"`);
}

function str(env: Env, key: string, fallback: string): string {
  const raw = env[key];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function smtpFrom(env: Env): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: int(env, 'SMTP_PORT', 587, 1),
    secure: bool(env, 'SMTP_SECURE', false),
    user: env.SMTP_USER || null,
    pass: env.SMTP_PASS || null,
    from: str(env, 'SMTP_FROM', 'portal@localhost'),
  };
}

/** Where the data lives: the PostgreSQL URL when one is configured, else the SQLite file. */
export const databaseTarget = (config: Config): string => config.databaseUrl ?? config.dbFile;

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const portOffset = int(env, 'PORT_OFFSET', 0);
  const apiPort = int(env, 'API_PORT', 8090 + portOffset);
  const dataDir = path.resolve(PACKAGE_ROOT, str(env, 'DATA_DIR', path.join(PACKAGE_ROOT, 'data')));
  const seedScale = str(env, 'SEED_SCALE', 'normal');
  if (seedScale !== 'normal' && seedScale !== 'large') throw new ConfigError(`SEED_SCALE must be normal or large, got "${seedScale}"`);
  const apiOrigin = `http://localhost:${apiPort}`;

  const config: Config = {
    host: str(env, 'API_HOST', '127.0.0.1'),
    apiPort,
    portOffset,
    dataDir,
    dbFile: path.join(dataDir, 'portal.sqlite'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    filesDir: path.join(dataDir, 'files'),
    seedScale,
    uploadLimitKb: int(env, 'UPLOAD_LIMIT_KB', DEFAULT_UPLOAD_LIMIT_KB, 1),
    businessTimeZone: str(env, 'BUSINESS_TIME_ZONE', 'Europe/Amsterdam'),
    notificationRetentionDays: int(env, 'NOTIFICATION_RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120, 1),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1),
    secureCookies: bool(env, 'SECURE_COOKIES', false),
    sessionSecret: env.SESSION_SECRET || null,
    loginRateLimit: int(env, 'LOGIN_RATE_LIMIT', 10),
    loginRateWindowMs: int(env, 'LOGIN_RATE_WINDOW_MS', 60_000, 1),
    trackerUrl: str(env, 'TRACKER_URL', `${apiOrigin}/stand-in/tracker`),
    trackerLoginUrl: str(env, 'TRACKER_LOGIN_URL', `${apiOrigin}/stand-in/tracker-login`),
    kpiUrl: str(env, 'KPI_URL', `${apiOrigin}/stand-in/kpi`),
    tmsUrl: str(env, 'TMS_URL', `${apiOrigin}/stand-in/tms`),
    smtp: smtpFrom(env),
    contactRateLimit: int(env, 'CONTACT_RATE_LIMIT', 5),
    contactRateWindowMs: int(env, 'CONTACT_RATE_WINDOW_MS', 3_600_000, 1),
    contactRecipient: str(env, 'CONTACT_TO', 'customerservice@meridianfreight.com'),
    licenceRequestEmail: str(env, 'LICENCE_REQUEST_EMAIL', 'info@meridianfreight.com'),
    quoteRateLimit: int(env, 'QUOTE_RATE_LIMIT', 30),
    tokenRateLimit: int(env, 'TOKEN_RATE_LIMIT', 600),
    tokenRateWindowMs: int(env, 'TOKEN_RATE_WINDOW_MS', 60_000, 1),
    tokenUserRateLimit: env.TOKEN_USER_RATE_LIMIT ? int(env, 'TOKEN_USER_RATE_LIMIT', 0) : null,
    trackRateLimit: int(env, 'TRACK_RATE_LIMIT', 60),
    webhookAllowPrivate: bool(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookSecretKey: env.WEBHOOK_SECRET_KEY?.trim() || null,
    webhookRetryScheduleMs: msList(env, 'WEBHOOK_RETRY_SCHEDULE_MS', DEFAULT_WEBHOOK_RETRIES_MS),
    webhookDisableAfter: int(env, 'WEBHOOK_DISABLE_AFTER', 15, 1),
    webhookPollMs: int(env, 'WEBHOOK_POLL_MS', 1000, 10),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
    portalOrigin: str(env, 'PORTAL_ORIGIN', `http://localhost:${int(env, 'PORTAL_PORT', 8080 + portOffset)}`),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    drainMs: int(env, 'API_DRAIN_MS', 0),
    metricsPort: env.METRICS_PORT?.trim() ? int(env, 'METRICS_PORT', 0) : null,
    ...overrides,
  };
  if (!/^[^\s@]+@[^\s@]+$/.test(config.contactRecipient)) throw new ConfigError(`CONTACT_TO must be an e-mail address, got "${config.contactRecipient}"`);
  if (!/^[^\s@?]+@[^\s@?]+$/.test(config.licenceRequestEmail))
    throw new ConfigError(`LICENCE_REQUEST_EMAIL must be an e-mail address, got "${config.licenceRequestEmail}"`);
  if (!isTimeZone(config.businessTimeZone)) throw new ConfigError(`BUSINESS_TIME_ZONE must be an IANA time zone, got "${config.businessTimeZone}"`);
  if (config.databaseUrl !== null && !/^postgres(ql)?:\/\/./i.test(config.databaseUrl))
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database); leave it unset for the embedded SQLite file');
  if (config.sessionSecret !== null && config.sessionSecret.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  if (config.webhookSecretKey !== null && !keyBytes(config.webhookSecretKey)) throw new ConfigError('WEBHOOK_SECRET_KEY must be 32 bytes in base64 or 64 hex digits (openssl rand -base64 32)');
  if (overrides.dataDir && !overrides.dbFile) {
    config.dbFile = path.join(config.dataDir, 'portal.sqlite');
    config.filesDir = path.join(config.dataDir, 'files');
  }
  return config;
}
