import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, BlockedAddressError, isBlockedAddress, urlProblem } from './addresses';

/**
 * One HTTP attempt at a delivery, signed per Standard Webhooks: headers `webhook-id` (the
 * message, the same on every retry), `webhook-timestamp` (seconds) and `webhook-signature`
 * (`v1,` + base64 HMAC-SHA256 over `id.timestamp.body` with the endpoint's secret), signed by
 * the `standardwebhooks` package, which receivers use to verify too. A 2xx answer is success;
 * redirects are not followed (a 3xx is a failure), and the answer's body is read but not kept.
 */
export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  responseMs: number;
  error: string | null;
}

export interface SendOptions {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  timeoutMs: number;
  allowPrivate: boolean;
  now?: Date;
}

const USER_AGENT = 'MeridianFreight-Webhooks/1.0';
const MAX_ERROR = 300;

function signedHeaders(secret: string, messageId: string, payload: string, at: Date): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, payload),
  };
}

export function sendDelivery(options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = urlProblem(options.url, options.allowPrivate);
  if (problem) return Promise.resolve({ ok: false, statusCode: null, responseMs: 0, error: problem });
  const url = new URL(options.url);
  // An address written as such is connected to without a lookup (guardedLookup never sees it): checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && net.isIP(literal) && isBlockedAddress(literal)) return Promise.resolve({ ok: false, statusCode: null, responseMs: 0, error: new BlockedAddressError(literal).message });
  const body = Buffer.from(options.payload);
  const headers = {
    ...signedHeaders(options.secret, options.messageId, options.payload, options.now ?? new Date()),
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': USER_AGENT,
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = transport.request(
      url,
      { method: 'POST', headers, lookup: guardedLookup(options.allowPrivate) as never, timeout: options.timeoutMs, agent: false },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => finish({ ok: statusCode >= 200 && statusCode < 300, statusCode, responseMs: elapsed(), error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}` }));
        response.on('error', (err) => finish({ ok: false, statusCode, responseMs: elapsed(), error: err.message.slice(0, MAX_ERROR) }));
      },
    );
    let timedOut = false;
    request.on('timeout', () => {
      timedOut = true;
      request.destroy();
    });
    request.on('error', (err) => {
      const message = timedOut ? `No answer within ${options.timeoutMs} ms.` : connectionProblem(err);
      finish({ ok: false, statusCode: null, responseMs: elapsed(), error: message.slice(0, MAX_ERROR) });
    });
    request.end(body);
  });
}

/**
 * A failed connection in words the endpoint's owner reads (in their language where shown: the
 * messages hold each sentence), with the system's error code kept for their IT department.
 */
function connectionProblem(err: Error): string {
  if (err instanceof BlockedAddressError) return err.message;
  const code = (err as NodeJS.ErrnoException).code ?? 'ERROR';
  if (code === 'ECONNREFUSED') return `The endpoint refused the connection (${code}).`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The endpoint's host name was not found (${code}).`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `The endpoint closed the connection (${code}).`;
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `The endpoint could not be reached (${code}).`;
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `The endpoint's TLS certificate was not accepted (${code}).`;
  return `The connection to the endpoint failed (${code}).`;
}
