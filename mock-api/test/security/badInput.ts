/**
 * The bad-input corpus of test/robustness.test.ts: what a careless or hostile client sends in a
 * path parameter, a query string and a body. Every route must answer each with a 4xx (or, where
 * the input is merely odd but valid, a normal answer), never a 5xx.
 */

/** Field names the routes read, so odd values reach their validation, not just "unknown field". */
const FIELDS = [
  'email',
  'password',
  'currentPassword',
  'password_confirmation',
  'customer',
  'subject',
  'message',
  'method',
  'name',
  'code',
  'search',
  'term',
  'country',
  'city',
  'startRow',
  'endRow',
  'sortModel',
  'filterModel',
  'regenerate',
  'id',
  'modality',
  'quote_nr',
  'publication_date',
  'distribution_type',
];

/** Odd text: control characters, bidi and zero-width marks, emoji, lone surrogates, overlong. */
const ODD_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  controls: '\u0001\u0007\b\u001b[31m\r\n',
  rtlOverride: 'abc\u202Egnp.exe',
  zeroWidth: 'C1\u200B0001\u200D\uFEFF',
  emoji: '🚢📦👩🏽‍💻🇳🇱',
  loneHighSurrogate: 'x\uD800y',
  loneLowSurrogate: 'x\uDC00y',
  combining: 'e\u0301\u0301\u0301\u0301\u0301\u0301',
  fullwidthDots: '\uFF0E\uFF0E\uFF0F',
  sqlish: "' OR 1=1 --; DROP TABLE users; /*",
  likeWildcards: '%_%\\',
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  formula: '=HYPERLINK("http://x")',
  huge: 'x'.repeat(30_000),
  hugeUnicode: '€'.repeat(5_000),
};

/** Values of the wrong type for any field. */
const WRONG_TYPES: Record<string, unknown> = {
  null: null,
  true: true,
  number: 12345,
  negative: -1,
  float: 0.5,
  bigNumber: 1e308,
  array: [],
  arrayOfObjects: [{ a: 1 }],
  object: {},
  nestedObject: { $ne: null, $gt: '' },
  deep: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`),
};

export interface BodyPayload {
  name: string;
  raw: string;
  type: string;
  /** Not JSON at all although declared as JSON: must be a 400. */
  malformed: boolean;
}

const json = (name: string, value: unknown): BodyPayload => ({ name, raw: JSON.stringify(value), type: 'application/json', malformed: false });
const bag = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
/** Every field gets one of `values`, shifted by `shift`: a few bodies put each value in many fields. */
const rotated = (values: unknown[], shift: number) => Object.fromEntries(FIELDS.map((f, i) => [f, values[(i + shift) % values.length]]));
const ROTATIONS = 3;

export const BODY_PAYLOADS: BodyPayload[] = [
  // Malformed JSON.
  ...['{', '{"a":', '[', 'nul', '{"a":1,}', "{'a':1}", '{"a":1}}', '{"a":"\\x"}', '{"a":"\\ud800', '\u0000', '{"a":01}', 'NaN', '{"__proto__":}'].map(
    (raw, i) => ({
      name: `malformed JSON ${i}`,
      raw,
      type: 'application/json',
      malformed: true,
    }),
  ),
  { name: 'empty body declared JSON', raw: '', type: 'application/json', malformed: false },
  // Not an object.
  ...['null', '[]', '123', '"text"', 'true', '[{"customer":"C10001"}]'].map((raw) => ({
    name: `top-level ${raw}`,
    raw,
    type: 'application/json',
    malformed: false,
  })),
  // Every field with a value of the wrong type, then with odd text.
  ...Array.from({ length: ROTATIONS }, (_, k) => json(`wrong types, rotation ${k}`, rotated(Object.values(WRONG_TYPES), k * 4))),
  ...Array.from({ length: ROTATIONS }, (_, k) => json(`odd strings, rotation ${k}`, rotated(Object.values(ODD_STRINGS), k * 5))),
  json('every field null', bag(null)),
  json('every field an object', bag({ $ne: null })),
  json('every field huge', bag(ODD_STRINGS.huge)),
  // Prototype pollution, at the top and where routes merge nested objects.
  { name: '__proto__ at the top', raw: '{"__proto__":{"polluted":"yes","role":"admin"},"customer":"C10001"}', type: 'application/json', malformed: false },
  {
    name: 'constructor.prototype at the top',
    raw: '{"constructor":{"prototype":{"polluted":"yes"}},"email":"a@b.c","password":"x"}',
    type: 'application/json',
    malformed: false,
  },
  {
    name: '__proto__ in filterModel',
    raw: '{"startRow":0,"endRow":10,"filterModel":{"__proto__":{"polluted":"yes"}},"sortModel":[{"colId":"__proto__","sort":"asc"}]}',
    type: 'application/json',
    malformed: false,
  },
  {
    name: 'constructor in filterModel',
    raw: '{"startRow":0,"endRow":10,"filterModel":{"constructor":{"prototype":{"polluted":"yes"}}}}',
    type: 'application/json',
    malformed: false,
  },
  {
    name: '__proto__ everywhere',
    raw: JSON.stringify(bag({})).replaceAll('{}', '{"__proto__":{"polluted":"yes"}}'),
    type: 'application/json',
    malformed: false,
  },
  // Other encodings than the route expects.
  { name: 'form body', raw: 'customer=C10001&__proto__[polluted]=yes', type: 'application/x-www-form-urlencoded', malformed: false },
  { name: 'text body', raw: 'hello', type: 'text/plain', malformed: false },
  { name: 'xml body', raw: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', type: 'application/xml', malformed: false },
  { name: 'multipart without boundary', raw: 'garbage', type: 'multipart/form-data', malformed: false },
  {
    name: 'broken multipart',
    raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="../../x"\r\n\r\nabc',
    type: 'multipart/form-data; boundary=b',
    malformed: false,
  },
  { name: 'JSON with a charset nobody supports', raw: '{"a":1}', type: 'application/json; charset=utf-7', malformed: false },
  { name: 'body over the size limit', raw: JSON.stringify({ message: 'x'.repeat(1_200_000) }), type: 'application/json', malformed: false },
];

/** Path parameter values, already as they go on the wire. */
export const PARAM_PAYLOADS = [
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '%00',
  '%ff',
  '%ed%a0%80',
  '%',
  '%zz',
  '%E2%80%AE',
  '%E2%80%8B',
  '%F0%9F%9A%A2',
  'A'.repeat(190),
  "'%20OR%201=1--",
  '%3Cscript%3E',
];

/** Query strings, as they go on the wire. */
export const QUERY_PAYLOADS = [
  '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes',
  'a=%00&b=%ff&c=%ed%a0%80&d=%E2%80%AE',
  '%zz=1&a=%',
  'startRow=x&endRow=-1&customer[]=C10001&customer[]=C10002',
  `q=${'x'.repeat(4000)}`,
  `${Array.from({ length: 300 }, (_, i) => `k${i}=v`).join('&')}`,
];
