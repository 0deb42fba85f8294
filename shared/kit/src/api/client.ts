import { portalStore } from '../store/portalStore';
import { bus } from '../events/bus';
import { takeEarly } from './earlyFetch';
import { ApiError } from './errors';
import { trackRead } from './selectionSwitch';
import { authContract } from '@portal/contracts/auth';
import { API_PREFIX } from '@portal/contracts/endpoint';
import type { ApiErrorBody } from '@portal/contracts/wire';

/**
 * The one API client: same-origin `/api`, the session cookie, the anti-forgery header on every
 * state-changing call, 401 → signed out, 4xx/5xx → ApiError with the per-field errors.
 */
const CSRF_HEADER = 'x-csrf-token';

let csrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

async function fetchCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  csrfRequest ??= fetch(authContract.csrf.path, { credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) throw new ApiError('Could not start a secure session.', res.status);
      const body = (await res.json()) as { csrfToken: string };
      csrfToken = body.csrfToken;
      return body.csrfToken;
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Sends the anti-forgery header on a GET that changes state (the spec's GET cancel). */
  stateChanging?: boolean;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of signing out (the login form itself). */
  allowUnauthenticated?: boolean;
  /** Reads a successful answer's body instead of `res.json()` (a large answer parsed in slices). */
  readBody?: (res: Response) => Promise<unknown>;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith(API_PREFIX) ? path : `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // Not JSON (a proxy error page, say): the status alone must do.
  }
  const fallback = res.status >= 500 ? 'An unknown error occurred.' : `Request failed (${res.status}).`;
  return new ApiError(body.message || fallback, res.status, body.errors ?? {}, body.code);
}

async function send(path: string, opts: RequestOptions, body: BodyInit | undefined, headers: Record<string, string>, retried = false): Promise<Response> {
  const method = opts.method ?? 'GET';
  const needsToken = method !== 'GET' || opts.stateChanging;
  if (needsToken) headers[CSRF_HEADER] = await fetchCsrfToken();
  // The API words its messages (validation errors, notices) in the language the portal shows.
  headers['accept-language'] = portalStore.getState().language;
  if (method === 'GET' && !needsToken && !retried) {
    const early = await takeEarly(buildUrl(path, opts.query));
    if (early) return early;
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), { method, body, headers, credentials: 'same-origin', signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('The portal could not reach the server.', 0);
  }
  if (res.ok) return res;
  if (res.status === 403 && needsToken && !retried) {
    const error = await toApiError(res.clone());
    if (error.code === 'CSRF') {
      csrfToken = null; // the session was renewed: fetch a fresh token once and try again
      return send(path, opts, body, headers, true);
    }
  }
  if (res.status === 401 && !opts.allowUnauthenticated) {
    csrfToken = null;
    bus.emit('auth:signedOut', { reason: 'expired' });
  }
  throw await toApiError(res);
}

/** A read (a GET that changes nothing) is aborted by a switch of selection (./selectionSwitch.ts). */
function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const isRead = (opts.method ?? 'GET') === 'GET' && !opts.stateChanging;
  return isRead ? trackRead(opts.signal, (signal) => exchange<T>(path, { ...opts, signal })) : exchange<T>(path, opts);
}

async function exchange<T>(path: string, opts: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await send(path, opts, body, headers);
  if (res.status === 204) return undefined as T;
  if (opts.readBody) return (await opts.readBody(res)) as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const api = {
  get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'DELETE' }),
};

/** What a download reports as its bytes arrive: the answer's headers, and each piece as it comes. */
export interface DownloadProgress {
  onStart?(res: Response): void;
  onChunk?(chunk: Uint8Array, received: number): void;
}

/** The answer's body piece by piece, reported as it arrives, then one Blob. */
async function readBlob(res: Response, progress: DownloadProgress): Promise<Blob> {
  progress.onStart?.(res);
  if (!progress.onChunk || !res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    progress.onChunk(value, received);
  }
  return new Blob(parts, { type: res.headers.get('content-type') ?? '' });
}

/** Fetches a file and hands it to the browser as a download under `filename`. */
export async function downloadFile(path: string, fallbackName: string, opts: RequestOptions & DownloadProgress = {}): Promise<string> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await send(path, opts, body, headers);
  const blob = await readBlob(res, opts);
  const filename = filenameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/** Reads RFC 6266 `filename*=UTF-8''…` first, then the plain `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/** Uploads multipart form data with progress (fetch cannot report upload progress). */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return fetchCsrfToken().then(
    (token) =>
      new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', buildUrl(path));
        xhr.withCredentials = true;
        xhr.setRequestHeader(CSRF_HEADER, token);
        xhr.setRequestHeader('accept', 'application/json');
        xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
        xhr.onerror = () => reject(new ApiError('The portal could not reach the server.', 0));
        xhr.onload = () => {
          let parsed: Partial<ApiErrorBody> & Record<string, unknown> = {};
          try {
            parsed = JSON.parse(xhr.responseText);
          } catch {
            /* empty or not JSON */
          }
          if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
          if (xhr.status === 401) bus.emit('auth:signedOut', { reason: 'expired' });
          if (xhr.status === 403 && parsed.code === 'CSRF') csrfToken = null;
          reject(new ApiError(parsed.message || `Upload failed (${xhr.status}).`, xhr.status, parsed.errors ?? {}, parsed.code));
        };
        xhr.send(form);
      }),
  );
}
