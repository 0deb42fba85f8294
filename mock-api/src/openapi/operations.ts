import { isJsonText, shownSchema, type JsonSchema } from '@portal/contracts/documented';
import type { ResponseDoc } from './responses';

/**
 * What @fastify/swagger is given for a route's request and answers, beside what Fastify validates
 * with: the documented form of a body or query field (contracts/documented.ts: a form body's
 * rules, a table model as JSON text), no request body where there are no fields to send, the
 * answers in the shape the plugin turns into OpenAPI (a header's schema flat, a body-less answer
 * `type: 'null'`), and an operationId from the address.
 */
type RouteSchema = Record<string, unknown> & { body?: JsonSchema; querystring?: JsonSchema };

export function documentedRequest(schema: RouteSchema = {}): RouteSchema {
  const { body, querystring, ...rest } = schema;
  const out: RouteSchema = { ...rest };
  if (body) {
    const shown = shownSchema(body);
    // The read marks take an empty object or nothing: no body to document.
    if (Object.keys((shown.properties as object | undefined) ?? {}).length > 0) out.body = shown;
  }
  if (querystring) {
    const properties = Object.fromEntries(
      Object.entries((querystring.properties ?? {}) as Record<string, JsonSchema>).map(([name, field]) => [
        name,
        isJsonText(field) ? { ...shownSchema(field), 'x-consume': 'application/json' } : shownSchema(field),
      ]),
    );
    out.querystring = { ...querystring, properties };
  }
  return out;
}

/** An answer as @fastify/swagger reads a response schema. */
export function swaggerResponse(answer: ResponseDoc): JsonSchema {
  const headers = answer.headers && Object.fromEntries(Object.entries(answer.headers).map(([name, h]) => [name, { ...h.schema, description: h.description }]));
  return { ...answer, ...(headers ? { headers } : {}), ...(answer.content ? {} : { type: 'null' }) };
}

const pascal = (word: string) => word.replace(/(^|[_.-])([a-z0-9])/gi, (_, _sep: string, c: string) => c.toUpperCase());

/**
 * `GET /api/shipments/detail/:mode/:id` → `getShipmentsDetailByModeAndId`: the method, the
 * address's words, and the parameters after the last word (those in between follow their word).
 */
export function operationId(method: string, url: string): string {
  const segments = url.replace(/^\/api\//, '').split('/').filter(Boolean);
  const lastWord = segments.map((s) => !s.startsWith(':')).lastIndexOf(true);
  const words = segments.filter((s) => !s.startsWith(':')).map(pascal);
  const trailing = segments.slice(lastWord + 1).map((s) => pascal(s.slice(1)));
  return `${method.toLowerCase()}${words.join('')}${trailing.length > 0 ? `By${trailing.join('And')}` : ''}`;
}
