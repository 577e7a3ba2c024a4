/**
 * Bad requests for one API route, generated with fast-check from the JSON Schema of its params,
 * query string and body: each case starts from a plausible request (so that it gets past the
 * fields it does not touch) and breaks one thing — a wrong type, a missing field, a huge string,
 * unicode, a deeply nested object, an array, an SQL or HTML fragment, a garbage path segment —
 * or sends a body that is not the expected JSON at all.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { ApiRoute, JsonSchema } from './api-routes.ts';

export interface BadCase {
  /** What this case breaks, for the report: `body.email = "' OR 1=1 --"`. */
  label: string;
  path: string;
  /** Raw JSON text, or undefined to send no body. */
  body: string | undefined;
}

const SQL = [
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash FROM users --",
  "'); select pg_sleep(3); --",
];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const ODD = [
  '',
  ' ',
  '\u0000',
  '\u202Eevil',
  '𝕳𝖊𝖆𝖗𝖙 ❤️ हृदय 心臓',
  'NaN',
  'null',
  '-1',
  '1e309',
  '99999999999999999999999',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '../../../../etc/passwd',
  'C:\\Windows\\win.ini',
];
/** Path segments sent as they are (not encoded): bad percent escapes and dot segments. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2e%2e', '%2F..%2F..', '%u0041', '%C0%AF'];
const HUGE_BODY_STRINGS = ['a'.repeat(100_000), '😀'.repeat(25_000), "' OR 1=1 --".repeat(9_000)];
/** Node refuses headers over 16 KB before the app sees them; a URL value stays under that. */
const LONG_URL_STRING = 'a'.repeat(6_000);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value that a careless handler might choke on. */
const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...SQL, ...HTML, ...ODD), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>(...HUGE_BODY_STRINGS), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, [], {}, -1, 0, 2 ** 53 + 1, 1e308, true), weight: 2 },
  { arbitrary: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.object({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom(nested(1_000), nested(50)), weight: 1 },
);

/** A value that goes into a URL: a path segment or a query-string value. */
const badUrlValue: fc.Arbitrary<{ text: string; raw: boolean }> = fc.oneof(
  {
    arbitrary: fc.constantFrom(...SQL, ...HTML, ...ODD, LONG_URL_STRING).map((text) => ({ text, raw: false })),
    weight: 6,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ text, raw: false })), weight: 2 },
  { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((text) => ({ text, raw: true })), weight: 2 },
  {
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean()).map((value) => ({ text: String(value), raw: false })),
    weight: 1,
  },
);

/** Raw bodies that are not the JSON object a route expects. */
const RAW_BODIES = [
  'null',
  '[]',
  '"a string"',
  '12345',
  'true',
  '{',
  '{"a":',
  '{"email": "x" "y"}',
  '',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`,
  `{"junk": "${'x'.repeat(100_000)}"}`,
  '\uFEFF{}',
];

export interface Identity {
  email: string;
}

/** A value the schema accepts, as far as a JSON Schema can say. */
function plausible(schema: JsonSchema | undefined, identity: Identity, name = ''): unknown {
  if (!schema) return 'demo';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return plausible(choices.find((c) => c.type !== 'null') ?? choices[0], identity, name);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => plausible(part, identity, name) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email' || /email/i.test(name)) return identity.email;
      if (schema.format === 'uuid' || /^id$|Id$/.test(name)) return crypto.randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      if (/password/i.test(name)) return 'Correct-Horse-42';
      const text = 'heart failure';
      const min = schema.minLength ?? 0;
      return text.length >= min ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(min, 'x');
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => plausible(schema.items, identity, name));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, identity, key)]),
      );
    default:
      return 'demo';
  }
}

const preview = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}… (${text.length} chars)` : text;
};

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

function buildPath(url: string, params: Record<string, { text: string; raw: boolean }>, query: [string, string][]) {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]!;
    return value.raw ? value.text : encodeURIComponent(value.text);
  });
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return search ? `${path}?${search}` : path;
}

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Control characters a careless handler passes on to PostgreSQL (a NUL is refused by text and jsonb). */
const CONTROL_CHARACTER_VALUES = ['Asha\u0000Rao', '\u0007\u001b[2J', 'end\u007f'];

/** The paths of every string field in a schema's object properties, nested objects included. */
function stringFieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const choice = choices.find((c) => c.type !== 'null') ?? choices[0];
    return stringFieldPaths(choice, prefix, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && !schema.enum && schema.const === undefined) return prefix.length ? [prefix] : [];
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, value]) =>
      stringFieldPaths(value, [...prefix, key], depth + 1),
    );
  }
  // A record of any JSON (session data): a string value under a made-up key.
  if (type === 'object' && schema.additionalProperties !== false && prefix.length) return [[...prefix, 'note']];
  return [];
}

function withValueAt(object: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return object;
  const inner = (object[head] ?? {}) as Record<string, unknown>;
  return { ...object, [head]: rest.length ? withValueAt(inner, rest, value) : value };
}

/**
 * One request per string field of the route (path, query string and body, nested objects too)
 * with a control character in that field and everything else plausible: each must get a 4xx.
 */
export function controlCharacterCases(route: ApiRoute, identity: Identity): BadCase[] {
  const names = paramNames(route.url);
  const goodParams = Object.fromEntries(
    names.map((name) => [
      name,
      { text: String(plausible(route.params?.properties?.[name] ?? { type: 'string' }, identity, name)), raw: false },
    ]),
  );
  const goodQuery = (plausible(route.querystring ?? { type: 'object' }, identity) ?? {}) as Record<string, unknown>;
  const pairs = (query: Record<string, unknown>): [string, string][] =>
    Object.entries(query).map(([k, v]) => [k, asQueryText(v)]);
  const hasBody = route.method !== 'GET';
  const goodBody = (route.body ? plausible(route.body, identity) : {}) as Record<string, unknown>;
  const goodBodyText = hasBody ? JSON.stringify(goodBody) : undefined;
  const cases: BadCase[] = [];
  CONTROL_CHARACTER_VALUES.forEach((value, index) => {
    for (const name of names) {
      if (route.params?.properties?.[name]?.format === 'uuid') continue;
      cases.push({
        label: `control character in path :${name} = ${preview(value)}`,
        path: buildPath(route.url, { ...goodParams, [name]: { text: value, raw: false } }, pairs(goodQuery)),
        body: goodBodyText,
      });
    }
    for (const field of stringFieldPaths(route.querystring ?? undefined)) {
      cases.push({
        label: `control character in query ${field.join('.')} = ${preview(value)}`,
        path: buildPath(route.url, goodParams, pairs(withValueAt(goodQuery, field, value))),
        body: goodBodyText,
      });
    }
    if (!hasBody) return;
    const fields = stringFieldPaths(route.body ?? undefined);
    // Every field with the first value; the other values on one field each, to keep runs short.
    for (const field of index === 0 ? fields : fields.slice(0, 1)) {
      cases.push({
        label: `control character in body.${field.join('.')} = ${preview(value)}`,
        path: buildPath(route.url, goodParams, pairs(goodQuery)),
        body: JSON.stringify(withValueAt(goodBody, field, value)),
      });
    }
  });
  return cases;
}

/** About `count` bad requests for one route, the same ones for the same seed. */
export function badCases(route: ApiRoute, identity: Identity, count: number, seed: number): BadCase[] {
  const names = paramNames(route.url);
  const goodParams = Object.fromEntries(
    names.map((name) => [
      name,
      {
        text: String(plausible(route.params?.properties?.[name] ?? { type: 'string' }, identity, name)),
        raw: false,
      },
    ]),
  );
  const goodQuery = (plausible(route.querystring ?? { type: 'object' }, identity) ?? {}) as Record<string, unknown>;
  const queryPairs = (query: Record<string, unknown>): [string, string][] =>
    Object.entries(query).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((item): [string, string] => [k, asQueryText(item)]) : [[k, asQueryText(v)]],
    );
  const hasBody = route.method !== 'GET';
  const goodBody = (route.body ? plausible(route.body, identity) : {}) as Record<string, unknown>;
  const bodyKeys = Object.keys(route.body?.properties ?? {});
  const queryKeys = Object.keys(route.querystring?.properties ?? {});
  const goodBodyText = hasBody ? JSON.stringify(goodBody) : undefined;

  const kinds: fc.Arbitrary<BadCase>[] = [];
  const at = (path: string, body: string | undefined, label: string): BadCase => ({ label, path, body });

  kinds.push(
    fc.constant(at(buildPath(route.url, goodParams, queryPairs(goodQuery)), goodBodyText, 'plausible request')),
  );
  if (names.length) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...names), badUrlValue)
        .map(([name, value]) =>
          at(
            buildPath(route.url, { ...goodParams, [name]: value }, queryPairs(goodQuery)),
            goodBodyText,
            `path :${name} = ${value.raw ? value.text : preview(value.text)}${value.raw ? ' (not encoded)' : ''}`,
          ),
        ),
    );
  }
  const queryChange = fc.oneof(
    ...(queryKeys.length
      ? [
          fc.tuple(fc.constantFrom(...queryKeys), badUrlValue).map(([key, value]) => ({
            query: queryPairs({ ...goodQuery, [key]: value.text }),
            label: `query ${key} = ${preview(value.text)}`,
          })),
          fc.constantFrom(...queryKeys).map((key) => {
            const { [key]: _, ...rest } = goodQuery;
            return { query: queryPairs(rest), label: `query without ${key}` };
          }),
          fc.constantFrom(...queryKeys).map((key) => ({
            query: [...queryPairs(goodQuery), [key, 'second'] as [string, string]],
            label: `query ${key} given twice`,
          })),
        ]
      : []),
    fc.tuple(fc.constantFrom('x', 'email', '__proto__', 'constructor', 'a[b][c]'), badUrlValue).map(([key, value]) => ({
      query: [...queryPairs(goodQuery), [key, value.text] as [string, string]],
      label: `query extra ${key} = ${preview(value.text)}`,
    })),
  );
  kinds.push(queryChange.map(({ query, label }) => at(buildPath(route.url, goodParams, query), goodBodyText, label)));
  if (hasBody) {
    const goodPath = buildPath(route.url, goodParams, queryPairs(goodQuery));
    if (bodyKeys.length) {
      kinds.push(
        fc
          .tuple(fc.constantFrom(...bodyKeys), badJsonValue)
          .map(([key, value]) =>
            at(goodPath, JSON.stringify({ ...goodBody, [key]: value }), `body.${key} = ${preview(value)}`),
          ),
        fc
          .tuple(fc.constantFrom(...bodyKeys), badJsonValue)
          .map(([key, value]) =>
            at(goodPath, JSON.stringify({ ...goodBody, [key]: value }), `body.${key} = ${preview(value)}`),
          ),
        fc.constantFrom(...bodyKeys).map((key) => {
          const { [key]: _, ...rest } = goodBody;
          return at(goodPath, JSON.stringify(rest), `body without ${key}`);
        }),
      );
    }
    kinds.push(
      fc
        .tuple(fc.constantFrom('extra', '__proto__', 'role', 'isAdmin', 'balance'), badJsonValue)
        .map(([key, value]) =>
          at(goodPath, JSON.stringify({ ...goodBody, [key]: value }), `body extra ${key} = ${preview(value)}`),
        ),
      fc.constantFrom(...RAW_BODIES).map((raw) => at(goodPath, raw, `raw body ${preview(raw)}`)),
      badJsonValue.map((value) => at(goodPath, JSON.stringify(value), `whole body = ${preview(value)}`)),
    );
  }
  // The plausible request once, then generated ones; fast-check's seed makes a run repeatable.
  const generated = fc.sample(fc.oneof(...kinds.slice(1)), { numRuns: count - 1, seed });
  return [fc.sample(kinds[0]!, { numRuns: 1, seed })[0]!, ...generated, ...controlCharacterCases(route, identity)];
}
