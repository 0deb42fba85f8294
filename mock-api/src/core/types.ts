import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { BackgroundWork } from './background';
import type { Lifecycle } from './health';
import type { JobClaims } from './jobs';
import type { Metrics } from './metrics';
import type { Permission } from './permissions';
import type { RouteEntry } from './routeInventory';
import type { PortalSession } from './session';
import type { ThrottleCounter } from './throttle';

/** The signed-in user as routes see it (request.user). */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  appellative: string;
  role: 'admin' | 'customer';
  avatarId: number | null;
}

/**
 * What the current request may see: the selected organisation, or a group (code starting '00')
 * with its member organisations. Every data query filters by customerIds. code is null only
 * when the user has nothing to select (an empty database).
 */
export interface Scope {
  code: string | null;
  isGroup: boolean;
  customerIds: number[];
}

/** What a session holds (stored as JSON in the sessions table); slices add their own keys. */
export interface SessionData {
  userId?: number;
  /** The organisation or group code picked in the header selector. */
  selection?: string;
  /** Set while an administrator acts as this user (profile slice). */
  impersonatorId?: number;
  signedInAt?: number;
  /** The anti-forgery secret (@fastify/csrf-protection). */
  _csrf?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** preHandler: 401 unless signed in. */
    requireAuth: preHandlerAsyncHookHandler;
    /** preHandler: 401 unless signed in, 403 unless the user holds the permission. */
    requirePermission(name: Permission): preHandlerAsyncHookHandler;
    /** Deletes every session row of the user; returns how many ended. */
    endAllSessionsOfUser(userId: number, exceptSid?: string): Promise<number>;
    /** Every registered route (src/core/routeInventory.ts). */
    routeInventory: readonly RouteEntry[];
    /** Throttle counts shared by every instance (src/core/throttle.ts). */
    throttle: ThrottleCounter;
    /** Claims of scheduled work, so each run happens on one instance (src/core/jobs.ts). */
    jobs: JobClaims;
    /** draining: this instance is stopping; GET /api/health says so (src/core/health.ts). */
    lifecycle: Lifecycle;
    /** Work started by timers, not requests: a stop waits for it before the database closes (src/core/background.ts). */
    background: BackgroundWork;
    /** Prometheus' registry, and its listener when METRICS_PORT is set (src/core/metrics.ts). */
    metrics: Metrics;
  }

  interface FastifyRequest {
    /** This browser's session (src/core/session.ts); anonymous until something is stored in it. */
    session: PortalSession;
    user: AuthUser | null;
    /** The scope of the session's selection (cached while the data is unchanged); rejects with 401 when not signed in. */
    getScope(): Promise<Scope>;
  }

  interface FastifyContextConfig {
    /** A GET that changes state (the spec's GET cancel): requires the CSRF header too. */
    stateChanging?: boolean;
    /** Answered without the database, not even the per-request change check (the liveness probe). */
    withoutDatabase?: boolean;
  }
}
