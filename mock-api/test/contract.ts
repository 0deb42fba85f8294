import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../src/openapi';

/**
 * Every answer the API tests receive through TestClient is checked against the app's OpenAPI
 * document (status, content type, body): the document cannot drift from what the API sends.
 * startTestServer registers each server here; a mismatch throws from the request, so the test
 * that received it fails and says why.
 */
interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  /** Fewer parameters first: a literal segment wins over a parameter, as in the router. */
  params: number;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();
  /** `METHOD path status` of every answer checked: what the suites covered. */
  readonly seen = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        this.operations.push({ method: method.toUpperCase(), path, pattern: new RegExp(`^${source}$`), params: (path.match(/\{/g) ?? []).length, responses: op.responses });
      }
    }
    this.operations.sort((a, b) => a.params - b.params);
  }

  /** The problem with this answer, or null when the document describes it. */
  problem(method: string, url: string, status: number, contentType: string | null, text: string): string | null {
    const raw = new URL(url).pathname;
    // The reference page's own files are the document's viewer, not part of the API.
    if (raw.startsWith('/api/docs')) return null;
    // Routes a test registers on its own server (portal, impersonation, CSRF tests) are the test's, not the API's.
    if (raw.startsWith('/api/test/')) return null;
    let path = raw;
    try {
      path = decodeURI(raw);
    } catch {
      // A broken %-escape (the tests send them on purpose) matches no parameterised route either.
    }
    const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const op = this.operations.find((o) => o.method === m && o.pattern.test(path));
    // No route: Fastify's not-found, answered with the error body.
    if (!op) return status === 404 || status === 405 ? this.check('not-found', errorSchema(this.document), contentType, text) : `${m} ${path}: no such operation in the document (answered ${status})`;
    const answer = op.responses[String(status)];
    this.seen.add(`${m} ${op.path} ${status}`);
    if (!answer) return `${m} ${op.path}: status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`;
    // No body by definition (@fastify/swagger gives a body-less answer a JSON content entry).
    if (status === 204 || status === 304) return text === '' ? null : `${m} ${op.path} ${status} has a body`;
    if (!answer.content) return text === '' ? null : `${m} ${op.path} ${status}: documented without a body, answered ${text.slice(0, 80)}`;
    const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const declared = Object.keys(answer.content);
    const media = declared.find((d) => d === type) ?? declared.find((d) => d === '*/*' || (d.endsWith('/*') && type.startsWith(d.slice(0, -1))));
    if (!media) return `${m} ${op.path} ${status}: content type "${type}" not documented (${declared.join(', ')})`;
    if (!media.includes('json') || m === 'HEAD' || method.toUpperCase() === 'HEAD') return null;
    return this.check(`${m} ${op.path} ${status}`, answer.content[media].schema, contentType, text);
  }

  private check(key: string, schema: Record<string, unknown>, _contentType: string | null, text: string): string | null {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${key}: body is not JSON: ${text.slice(0, 80)}`;
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).slice(0, 6).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : ''}`);
    return `${key}: ${errors.join('; ')}`;
  }
}

function errorSchema(doc: OpenApiDocument): Record<string, unknown> {
  const any = Object.values(doc.paths)[0];
  const op = Object.values(any)[0];
  return op.responses['500'].content!['application/json'].schema;
}

const checkers = new Map<string, ContractChecker>();

/** Called by startTestServer: answers from this address are checked from now on. */
export function watchContract(baseUrl: string, app: FastifyInstance): ContractChecker {
  const checker = new ContractChecker(app.openapiDocument());
  checkers.set(baseUrl, checker);
  return checker;
}
export function unwatchContract(baseUrl: string): void {
  checkers.delete(baseUrl);
}

/** Called by TestClient on every answer: throws when the document does not describe it. */
export function checkContract(baseUrl: string, method: string, url: string, status: number, contentType: string | null, text: string): void {
  const checker = checkers.get(baseUrl);
  if (!checker) return;
  const problem = checker.problem(method, url, status, contentType, text);
  if (problem) throw new Error(`The answer does not match the OpenAPI document: ${problem}`);
}
