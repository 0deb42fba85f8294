import type { Route } from './routes';

/**
 * The bad-input corpus generated from the route inventory and each route's own schemas, so a new
 * route (or a new field) is covered without anyone listing it: every field of the body, the query
 * and the path gets every JSON type it does not accept, plus oversize text, deep nesting, bad
 * UTF-8 and broken %-escapes. Each case says what the answer must be.
 */
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; maxLength?: number };

export interface Case {
  route: string;
  how: string;
  method: string;
  /** Path and query as they go on the wire. */
  url: string;
  /** The body as it goes on the wire (JSON unless `type` says otherwise). */
  body?: Buffer | string;
  type?: string;
  /** The field a 422 must name (a body field of the wrong type), else only "a 4xx, never a 5xx". */
  field?: string;
}

/** A value of each JSON type, written as JSON text (so "__proto__" keys and raw bytes survive). */
const WRONG_TYPES: { name: string; jsonType: string; json: string }[] = [
  { name: 'object', jsonType: 'object', json: '{"a":1}' },
  { name: 'object with toString', jsonType: 'object', json: '{"toString":1}' },
  { name: 'object with valueOf', jsonType: 'object', json: '{"valueOf":1,"toString":null}' },
  { name: 'object with __proto__', jsonType: 'object', json: '{"__proto__":{"polluted":"yes","isAdmin":true}}' },
  { name: 'array', jsonType: 'array', json: '["a","b"]' },
  { name: 'number', jsonType: 'number', json: '12345' },
  { name: 'boolean', jsonType: 'boolean', json: 'true' },
  { name: 'null', jsonType: 'null', json: 'null' },
  { name: 'text', jsonType: 'string', json: '"text"' },
];

const ONE_MB = 1_000_000;
const DEPTH = 2_000;

function accepts(schema: JsonSchema | undefined, jsonType: string): boolean {
  if (!schema?.type) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes(jsonType) || (jsonType === 'number' && types.includes('integer'));
}

const bodyOf = (field: string, json: string) => `{${JSON.stringify(field)}:${json}}`;

function pathOf(route: Route, values: Record<string, string> = {}): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name] ?? '999999');
}

export function casesFor(route: Route): Case[] {
  const cases: Case[] = [];
  const base = { route: route.key, method: route.method };
  const path = pathOf(route);
  const body = (route.schema.body ?? undefined) as JsonSchema | undefined;
  for (const [field, schema] of Object.entries(body?.properties ?? {})) {
    for (const wrong of WRONG_TYPES) {
      const must = !accepts(schema, wrong.jsonType);
      cases.push({ ...base, how: `body ${field}: ${wrong.name}`, url: path, body: bodyOf(field, wrong.json), field: must ? field : undefined });
    }
    const longest = schema.maxLength ?? Infinity;
    if (accepts(schema, 'string')) {
      cases.push({
        ...base,
        how: `body ${field}: 1 MB text`,
        url: path,
        body: bodyOf(field, JSON.stringify('x'.repeat(ONE_MB))),
        field: longest < ONE_MB ? field : undefined,
      });
      // Bytes that are not UTF-8 inside the text.
      cases.push({
        ...base,
        how: `body ${field}: bad UTF-8`,
        url: path,
        body: Buffer.concat([Buffer.from(`{${JSON.stringify(field)}:"a`), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      });
      cases.push({ ...base, how: `body ${field}: lone surrogate escape`, url: path, body: bodyOf(field, '"x\\ud800y"') });
    }
    cases.push({
      ...base,
      how: `body ${field}: deep nesting`,
      url: path,
      body: bodyOf(field, '['.repeat(DEPTH) + ']'.repeat(DEPTH)),
      field: accepts(schema, 'array') ? undefined : field,
    });
  }
  const query = (route.schema.querystring ?? undefined) as JsonSchema | undefined;
  const QUERY_VALUES: [string, string][] = [
    ['broken escape', '%zz'],
    ['lone percent', '%'],
    ['bad UTF-8', '%ff%fe%c3%28'],
    ['encoded surrogate', '%ed%a0%80'],
    ['oversize', 'x'.repeat(8_000)],
    ['JSON object', encodeURIComponent('{"__proto__":{"polluted":"yes"},"a":{"b":[1,{"c":null}]}}')],
    ['deep JSON', encodeURIComponent('['.repeat(DEPTH) + ']'.repeat(DEPTH))],
    ['number', '1e400'],
    ['negative', '-1'],
    ['empty', ''],
  ];
  for (const field of Object.keys(query?.properties ?? {})) {
    for (const [name, value] of QUERY_VALUES) cases.push({ ...base, how: `query ${field}: ${name}`, url: `${path}?startRow=0&endRow=10&${field}=${value}` });
    cases.push({ ...base, how: `query ${field}: given as a list`, url: `${path}?${field}=1&${field}=2&${field}[]=3` });
    cases.push({ ...base, how: `query ${field}: nested key`, url: `${path}?${field}[__proto__][polluted]=yes&${field}[a][b]=1` });
  }
  const PARAM_VALUES: [string, string][] = [
    ['broken escape', '%zz'],
    ['bad UTF-8', '%ff%fe'],
    ['encoded surrogate', '%ed%a0%80'],
    ['encoded slash', '..%2f..%2fetc%2fpasswd'],
    ['oversize', 'x'.repeat(190)],
    ['huge number', '1e400'],
    ['negative', '-1'],
    ['JSON object', '%7B%22a%22%3A1%7D'],
    ['JSON list', '%5B1%2C2%5D'],
    ['true', 'true'],
    ['null', 'null'],
    ['__proto__', '__proto__'],
  ];
  for (const param of route.params) {
    for (const [name, value] of PARAM_VALUES) cases.push({ ...base, how: `param ${param}: ${name}`, url: pathOf(route, { [param]: value }) });
  }
  return cases;
}
