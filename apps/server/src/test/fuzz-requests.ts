import fc from 'fast-check';
import { multipart, type Part } from './multipart.ts';

/**
 * Random requests for the input fuzz (`platform/http/routes-fuzz.test.ts`): each starts from a
 * valid request of the route and bends it — path ids, query values and body fields replaced
 * by values that have broken input handling before (ids past int4, floats, NUL and lone
 * surrogates, empty and huge texts, nulls, objects where scalars belong, deep and wide
 * arrays), keys dropped or added, bodies swapped for other JSON or sent empty.
 */

/** One request to send: `url` is relative to `/api/v1/`. */
export type FuzzRequest = {
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
};

/**
 * A route's valid request (the policy matrix's, or one of the fuzz's own). `form` gives an
 * upload's parts, so that its text fields and file names can be bent too.
 */
export type RequestTemplate = {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  form?: Record<string, Part>;
};

/** Numbers at the edges of int4, JavaScript's safe integers and doubles. */
const NUMBER_EDGES = [
  0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 4_294_967_296,
  9_007_199_254_740_991, 1e20, 1e308, -1e308, 0.5, 1.5, -1e-7, 5e-324,
];

/** Texts that have broken parsers and databases. */
const STRING_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  ' 7 ',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '{"a":',
  '%00',
  '../',
  "'; drop table plots; --",
  '2025-02-30',
  '9999-12-31',
  '0001-01-01',
  '2025-1-1',
  '1,2,3',
  '1,,2',
  ',',
  '-',
  'feature:',
  'stage:x',
  '-avg',
  'x'.repeat(300),
  'я'.repeat(5000),
];

/**
 * Stands for an array nested 5,000 deep: the JSON text is spliced in after serialising (the
 * test's own stack is too short to serialise it).
 */
const DEEP = '__deeply_nested_array__';
const DEEP_JSON = `${'['.repeat(5000)}1${']'.repeat(5000)}`;

/** The JSON text of a fuzz value. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${DEEP}"`, DEEP_JSON);
}

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 4, arbitrary: fc.constantFrom(...STRING_EDGES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

/** Any odd value: a scalar, or a shape where a scalar was expected. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.constantFrom({}, [], DEEP) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
);

/** A text as a query or path value. */
const oddText: fc.Arbitrary<string> = scalar.map((value) =>
  typeof value === 'string' ? value : JSON.stringify(value),
);

const ABSENT = Symbol('absent');

/** Batches above every limit, to check that a limit stops them (or the writes cope). */
const HUGE_BATCH = 120_000;

/** The template's JSON with parts replaced, dropped or added. */
function bend(template: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(template)) {
    const first: unknown = template[0];
    const item = first === undefined ? oddValue : fc.oneof(fc.constant(first), bend(first));
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 2, arbitrary: oddValue },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(20_000, HUGE_BATCH)
          .map((n) => Array.from({ length: n }, () => first ?? 1)),
      },
    );
  }
  if (template !== null && typeof template === 'object') {
    const entries = Object.entries(template);
    // about one field in three bent per object, so most requests stay close to valid and
    // reach the logic behind the schema
    const keep = 2 * entries.length;
    const fields = entries.map(([, value]) =>
      fc.oneof(
        { weight: keep, arbitrary: fc.constant<unknown>(value) },
        { weight: 2, arbitrary: bend(value) },
        { weight: 1, arbitrary: fc.constant<unknown>(ABSENT) },
      ),
    );
    const rebuilt = fc
      .tuple(fc.tuple(...fields), fc.option(fc.tuple(fc.string({ maxLength: 8 }), oddValue)))
      .map(([values, extra]) => {
        const object: Record<string, unknown> = {};
        entries.forEach(([key], index) => {
          if (values[index] !== ABSENT) object[key] = values[index];
        });
        if (extra) object[extra[0]] = extra[1];
        return object;
      });
    return fc.oneof({ weight: 8, arbitrary: rebuilt }, { weight: 1, arbitrary: oddValue });
  }
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(template) },
    { weight: 3, arbitrary: oddValue },
  );
}

/**
 * Percent-encodes any JavaScript string, lone surrogates included (as their WTF-8 bytes,
 * which is what a client that does not check its strings sends).
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i] as string);
    }
  }
  return out;
}

/** `a=1&b=2` → entries (a key may repeat). */
function parseQuery(query: string): [string, string][] {
  if (!query) return [];
  return [...new URLSearchParams(query).entries()];
}

/** The query's entries with values replaced, dropped, repeated, or an extra key added. */
function bendQuery(entries: [string, string][]): fc.Arbitrary<[string, string][]> {
  const keep = 2 * entries.length;
  const bent = entries.map(([key, value]) =>
    fc.oneof(
      { weight: keep, arbitrary: fc.constant<[string, string][]>([[key, value]]) },
      { weight: 3, arbitrary: oddText.map((text): [string, string][] => [[key, text]]) },
      { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
      {
        weight: 1,
        arbitrary: oddText.map((text): [string, string][] => [
          [key, value],
          [key, text],
        ]),
      },
    ),
  );
  const extraKey = fc.constantFrom('sort_by', 'sort_by__avg', 'avg_value_multiple', 'page', 'x');
  return fc
    .tuple(fc.tuple(...bent), fc.option(fc.tuple(extraKey, oddText)))
    .map(([parts, extra]) => [...parts.flat(), ...(extra ? [extra] : [])]);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Requests for one route: `pattern` is the OpenAPI path (`/api/v1/…/{id}/`), `template` a
 * valid request whose URL fills the pattern's parameters.
 */
export function requestsFor(
  method: string,
  pattern: string,
  template: RequestTemplate,
): fc.Arbitrary<FuzzRequest> {
  const [templatePath = '', templateQuery = ''] = template.url.split('?');
  const patternParts = pattern.replace(/^\/api\/v1\//, '').split('/');
  const templateParts = templatePath.split('/');
  const segments = patternParts.map((part, index) => {
    const original = templateParts[index] ?? part;
    if (!part.startsWith('{')) return fc.constant(original);
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(original) },
      { weight: 3, arbitrary: oddText.map(encodeLoose) },
    );
  });
  const query = bendQuery(parseQuery(templateQuery)).map((entries) =>
    entries.map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`).join('&'),
  );
  const url = fc
    .tuple(fc.tuple(...segments), query)
    .map(([parts, q]) => (q ? `${parts.join('/')}?${q}` : parts.join('/')));
  return fc.tuple(url, bodyFor(template)).map(([u, body]) => ({ method, url: u, ...body }));
}

/** An upload's parts with text values and file names replaced or dropped. */
function bendForm(form: Record<string, Part>) {
  const parts = Object.entries(form).map(([name, part]) => {
    const bent =
      typeof part === 'string'
        ? oddText.map((text): Part => text)
        : oddText.map((filename): Part => ({ ...part, filename }));
    return fc
      .oneof(
        { weight: 3, arbitrary: fc.constant<Part | undefined>(part) },
        { weight: 3, arbitrary: bent },
        { weight: 1, arbitrary: fc.constant<Part | undefined>(undefined) },
      )
      .map((value) => [name, value] as const);
  });
  return fc.tuple(...parts).map((entries) => multipart(Object.fromEntries(entries)));
}

function bodyFor(template: RequestTemplate) {
  const json = (value: unknown) => ({ payload: toJson(value), headers: JSON_HEADERS });
  const empty = fc.constant({ payload: '', headers: JSON_HEADERS });
  const odd = oddValue.map(json);
  const { payload, form } = template;
  if (form) return fc.oneof({ weight: 6, arbitrary: bendForm(form) }, empty, odd);
  if (Buffer.isBuffer(payload)) {
    const original = { payload, headers: template.headers ?? {} };
    return fc.oneof({ weight: 4, arbitrary: fc.constant(original) }, empty, odd);
  }
  if (payload !== undefined) {
    return fc.oneof({ weight: 8, arbitrary: bend(payload).map(json) }, empty, odd);
  }
  const none = fc.constant<{ payload?: string; headers: Record<string, string> }>({ headers: {} });
  return fc.oneof({ weight: 3, arbitrary: none }, empty, odd);
}
