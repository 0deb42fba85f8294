/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are loosely typed on purpose: tests assert on their shape. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db';
import { openTestDb } from './testDb';
import { startNginxFront } from './nginxFront';
import type { TableQuery } from '@portal/contracts/table/contract';
import { tableQueryString } from '@portal/contracts/table/queryString';
import { checkContract, unwatchContract, watchContract } from './contract';
import { fillPath, type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '@portal/contracts/endpoint';
import { authContract } from '@portal/contracts/auth';

/**
 * A real API on a random port over a fresh database in a temp DATA_DIR, and a fetch-based
 * client that keeps the session cookie and sends the CSRF header, as the browser client does.
 */
export const DEMO = {
  admin: { email: 'admin@portal.test', password: 'Admin!2345' },
  customer: { email: 'customer@portal.test', password: 'Customer!2345' },
  basic: { email: 'basic@portal.test', password: 'Basic!2345' },
} as const;

export interface TestServerOptions {
  /** Config on top of the defaults (a clean environment: the shell's variables do not leak in). */
  config?: Partial<Config>;
  /** 'all' (default): core and every slice seeder; 'core': organisations and users only; 'none'. */
  seed?: 'all' | 'core' | 'none';
  /** Extra routes for the test, registered under /api before the server starts. */
  register?: (api: FastifyInstance, db: Db) => void | Promise<void>;
  /** Leave the answers unchecked against the OpenAPI document (a test's own extra routes). */
  skipContract?: boolean;
}

export interface TestServer {
  /** Where the clients reach the API: the API itself, or nginx before it (API_TEST_FRONT=nginx). */
  baseUrl: string;
  /** 'nginx' when the clients' requests pass nginx first, configured as in production. */
  front: 'nginx' | null;
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  const config = loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent', ...options.config });
  const testDb = await openTestDb(options.seed ?? 'all', config);
  const { db } = testDb;

  const app = await buildApp(config, db);
  if (options.register) {
    const register = options.register;
    await app.register(async (api) => register(api, db), { prefix: '/api' });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // API_TEST_FRONT=nginx: the clients reach the API through nginx, configured as in production.
  const front =
    process.env.API_TEST_FRONT === 'nginx'
      ? await startNginxFront(`http://127.0.0.1:${port}`, config).catch(async (error: unknown) => {
          await app.close();
          await testDb.dispose();
          fs.rmSync(dataDir, { recursive: true, force: true });
          throw error;
        })
      : null;
  const baseUrl = front?.url ?? `http://127.0.0.1:${port}`;
  // Every answer a TestClient receives from it is checked against the OpenAPI document.
  if (!options.skipContract) watchContract(baseUrl, app);

  return {
    baseUrl,
    front: front ? 'nginx' : null,
    app,
    db,
    config,
    async close() {
      unwatchContract(baseUrl);
      await front?.close();
      // A test that aborts an upload half-way may leave a socket half-open; teardown must not wait on it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await testDb.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, form bodies); set content-type in headers. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** false: leave the CSRF header off even when a token is known. */
  csrf?: boolean;
}

const SESSION_COOKIE = 'portal.sid';

/** What a contract call sends besides the endpoint, each typed by the endpoint's schema. */
export interface ContractInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/**
 * An error answer's fields (docs/api-conventions.md), which any call may receive instead of its
 * answer: read them after checking the status (`errors` is there on a 422).
 */
interface ErrorFields {
  message?: string;
  errors: Record<string, string[]>;
  code?: string;
}

/** The answer of a contract call: the endpoint's own (a file's text), or the error body. */
export type ContractResponse<E extends Endpoint> = ApiResponse<(E['file'] extends readonly string[] ? string : AnswerOf<E>) & ErrorFields>;

/** `?a=1&b=x&b=y`: a list as the key repeated, as Fastify's querystring parser reads it back. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export class TestClient {
  /** `portal.sid=<signed id>` or null. */
  cookie: string | null = null;
  csrfToken: string | null = null;

  /**
   * The client's own address as the API sees it (throttles, the login audit): `clientAt` sets it.
   * On the API itself, which believes a loopback proxy's X-Forwarded-For, the header says it;
   * behind nginx, which overwrites that header with the connection's address, the client connects
   * from that loopback address.
   */
  address: { forwardedFor: string } | { localAddress: string } | null = null;

  constructor(readonly baseUrl: string) {}

  /** The session id inside the signed cookie (what the sessions table holds). */
  get sessionId(): string | null {
    if (!this.cookie) return null;
    const value = decodeURIComponent(this.cookie.slice(SESSION_COOKIE.length + 1));
    return value.slice(0, value.lastIndexOf('.'));
  }

  url(p: string): string {
    return `${this.baseUrl}${p.startsWith('/api') || p.startsWith('/stand-in') ? p : `/api${p.startsWith('/') ? '' : '/'}${p}`}`;
  }

  async request<T = any>(method: string, p: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET' && options.csrf !== false && this.csrfToken && !headers['x-csrf-token']) headers['x-csrf-token'] = this.csrfToken;
    if (this.address && 'forwardedFor' in this.address) headers['x-forwarded-for'] ??= this.address.forwardedFor;
    const res = this.address && 'localAddress' in this.address ? await fetchFrom(this.address.localAddress, this.url(p), method, headers, body) : await fetch(this.url(p), { method, headers, body });
    this.keepCookie(res.headers);
    const text = await res.text();
    checkContract(this.baseUrl, method, res.url || this.url(p), res.status, res.headers.get('content-type'), text);
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    return { status: res.status, headers: res.headers, text, body: (isJson && text ? JSON.parse(text) : text) as T };
  }

  private keepCookie(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      if (!pair.startsWith(`${SESSION_COOKIE}=`)) continue;
      const cleared = pair === `${SESSION_COOKIE}=` || attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      this.cookie = cleared ? null : pair;
    }
  }

  /**
   * Calls an endpoint of a slice's contract (shared/contracts/src/): the address is filled from
   * the contract's path and `params`, the query and body are typed by its schemas, and so is the
   * answer. Any slice's tests can call their contracted endpoints this way
   * (`client.call(networkContract.data)`); a test that sends what the schemas forbid (a wrong type,
   * a malformed body) keeps using request/get/post with a path.
   */
  async call<E extends Endpoint>(endpoint: E, input: ContractInput<E> = {}, options: Omit<RequestOptions, 'body'> = {}): Promise<ContractResponse<E>> {
    const address =
      fillPath(endpoint.path, input.params as Record<string, unknown> | undefined) + queryString(input.query as Record<string, unknown> | undefined);
    return this.request(endpoint.method, address, input.body === undefined ? options : { ...options, body: input.body });
  }

  async get<T = any>(p: string, options?: RequestOptions) {
    return this.request<T>('GET', p, options);
  }
  /**
   * A table's page or export: a GET with the query in the address, as the DataTable sends it.
   * Loosely typed on purpose: tests send what a browser would not.
   */
  async table<T = any>(p: string, query: Record<string, unknown> = {}, options?: RequestOptions) {
    const search = tableQueryString(query as Partial<TableQuery>);
    return this.request<T>('GET', search ? `${p}?${search}` : p, options);
  }
  async post<T = any>(p: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', p, { ...options, body });
  }
  async put<T = any>(p: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', p, { ...options, body });
  }
  async patch<T = any>(p: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', p, { ...options, body });
  }
  async delete<T = any>(p: string, options?: RequestOptions) {
    return this.request<T>('DELETE', p, options);
  }

  /** GET /api/auth/csrf and remember the token. */
  async fetchCsrf(): Promise<string> {
    const res = await this.call(authContract.csrf);
    if (res.status !== 200) throw new Error(`GET /api/auth/csrf answered ${res.status}`);
    this.csrfToken = res.body.csrfToken;
    return this.csrfToken;
  }

  /** POST /api/login; keeps the new cookie and the CSRF token from the answer. */
  async login(email: string, password: string): Promise<ContractResponse<typeof authContract.login>> {
    const res = await this.call(authContract.login, { body: { email, password } });
    if (res.status === 200) this.csrfToken = res.body.csrfToken;
    return res;
  }

  /** A second client with this one's cookie and token (to replay a session). */
  clone(): TestClient {
    const copy = new TestClient(this.baseUrl);
    copy.cookie = this.cookie;
    copy.csrfToken = this.csrfToken;
    copy.address = this.address;
    return copy;
  }
}

/**
 * A client with an address of its own, the n-th (1–250): 203.0.113.<n> stated by X-Forwarded-For
 * on the API itself, a connection from 127.0.0.<n + 1> behind nginx (Linux answers the whole of
 * 127/8 on loopback).
 */
export function clientAt(server: Pick<TestServer, 'baseUrl' | 'front'>, n: number): TestClient {
  const client = new TestClient(server.baseUrl);
  client.address = server.front === 'nginx' ? { localAddress: `127.0.0.${n + 1}` } : { forwardedFor: `203.0.113.${n}` };
  return client;
}

/** fetch's answer, for a request sent from a given local address (fetch cannot choose one). */
function fetchFrom(localAddress: string, url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const one of [value ?? []].flat()) answer.append(name, one);
        const response = new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), { status: res.statusCode, headers: answer });
        Object.defineProperty(response, 'url', { value: url });
        resolve(response);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A signed-in client; throws when the sign-in fails. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const res = await client.login(email, password);
  if (res.status !== 200) throw new Error(`Sign-in of ${email} failed: ${res.status} ${res.text}`);
  return client;
}
