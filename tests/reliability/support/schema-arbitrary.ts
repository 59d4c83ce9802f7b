// fast-check arbitraries made from the JSON schemas the server publishes in /api/openapi.json
// (generated from the same zod schemas that validate requests). Each value is mostly what the
// schema describes, with realistic values for named fields (hints: real ids, valid phones) so
// that many requests pass validation and reach the services; the rest is hostile at any depth:
// injection strings, wrong types, out-of-range numbers, missing and extra keys.
import fc from 'fast-check';
import { HOSTILE_STRINGS, PROTOTYPE_KEYS } from './hostile-values.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

/** Realistic values for fields by name; they win often, so bodies get past validation. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1 + 0.2),
  fc.string({ maxLength: 12 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a', 'toJSON'), fc.string({ maxLength: 5 }), {
    maxKeys: 2,
  }),
);

const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.enum) return ['enum'];
  if (schema.properties) return ['object'];
  return [];
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
  );
}

function conformingNumber(schema: JsonSchema, integer: boolean, mode: Mode): fc.Arbitrary<number> {
  const lo = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const hi = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  const minExcluded = schema.minimum === undefined && schema.exclusiveMinimum !== undefined;
  const maxExcluded = schema.maximum === undefined && schema.exclusiveMaximum !== undefined;
  const candidates =
    mode === 'clean'
      ? [minExcluded ? lo + 1 : lo, maxExcluded ? hi - 1 : hi]
      : [lo, hi, lo - 1, hi + 1, 0, -1, 0.5, Number.MIN_VALUE, 0.001, 2 ** 31, 1e21];
  const edges = candidates.filter((n) => !integer || Number.isInteger(n));
  const inRange = integer
    ? fc.integer({
        min: Math.ceil(Math.max(minExcluded ? lo + 1 : lo, -(2 ** 31))),
        max: Math.floor(Math.min(maxExcluded ? hi - 1 : hi, 2 ** 31)),
      })
    : fc.double({ min: lo, max: hi, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function conforming(schema: JsonSchema, hints: Hints, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valueFor(b, hints, undefined, depth, mode)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], hints, undefined, depth, mode);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return conformingString(schema);
        case 'integer':
          return conformingNumber(schema, true, mode);
        case 'number':
          return conformingNumber(schema, false, mode);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return arrayFor(schema, hints, depth, mode);
        case 'object':
          return objectFor(schema, hints, depth, mode);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

function arrayFor(schema: JsonSchema, hints: Hints, depth: number, mode: Mode): fc.Arbitrary<unknown[]> {
  const item = schema.items
    ? valueFor(schema.items, hints, undefined, depth + 1, mode)
    : fc.jsonValue({ maxDepth: 1 });
  const min = schema.minItems ?? 0;
  const normal = fc.array(item, {
    minLength: min,
    maxLength: Math.max(min, Math.min(schema.maxItems ?? 4, 4)),
  });
  if (schema.maxItems === undefined || mode === 'clean') return normal;
  // One past the limit, to see the limit hold.
  const over = fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 });
  return fc.oneof({ weight: 12, arbitrary: normal }, { weight: 1, arbitrary: over });
}

function objectFor(
  schema: JsonSchema,
  hints: Hints,
  depth: number,
  mode: Mode,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    return fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)),
      fc.jsonValue({ maxDepth: 1 }),
      {
        maxKeys: 4,
      },
    );
  }
  const required = schema.required ?? [];
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, sub]) => [key, valueFor(sub, hints, key, depth + 1, mode)]),
    ),
    { requiredKeys: required },
  );
  if (mode === 'clean') return record;
  // Now and then a required key goes missing, or a key the schema does not know comes along
  // (mass assignment: role, userId, price overrides).
  return fc
    .tuple(record, fc.nat({ max: 15 }), fc.constantFrom('role', 'userId', 'isAdmin', 'total', 'status', 'id'))
    .map(([value, dice, extra]) => {
      const out: Record<string, unknown> = { ...value };
      if (dice === 0 && required[0]) delete out[required[0]];
      if (dice === 1) out[extra] = extra === 'role' ? 'admin' : extra === 'total' ? 0 : 'someone-else';
      return out;
    });
}

/** clean: what the schema and the hints describe; chaos: anything may be hostile, at any depth. */
export type Mode = 'clean' | 'chaos';

/**
 * A value for `schema` (the field named `key`, if any): a hint, a conforming value, and in chaos
 * mode also a hostile string or a value of the wrong type.
 */
export function valueFor(
  schema: JsonSchema,
  hints: Hints,
  key?: string,
  depth = 0,
  mode: Mode = 'chaos',
): fc.Arbitrary<unknown> {
  const hint = key !== undefined ? hints[key] : undefined;
  const isContainer = typesOf(schema).some((t) => t === 'object' || t === 'array');
  const chaos = mode === 'chaos';
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: isContainer ? 14 : 4, arbitrary: conforming(schema, hints, depth, mode) },
    { weight: chaos && !isContainer ? 2 : 0, arbitrary: hostileString },
    { weight: chaos && !isContainer ? 1 : 0, arbitrary: anyText },
    { weight: chaos ? 1 : 0, arbitrary: wrongType },
  ];
  if (hint) options.push({ weight: isContainer ? 14 : 7, arbitrary: hint });
  return fc.oneof(...options.filter((o) => o.weight > 0));
}

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value) && value.length > 0) {
    for (const [i, v] of value.entries()) leafPaths(v, [...path, i], out);
  } else if (value && typeof value === 'object' && Object.keys(value).length > 0)
    for (const [k, v] of Object.entries(value)) leafPaths(v, [...path, k], out);
  else out.push(path);
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

const hostileLeaf = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: wrongType },
  { weight: 1, arbitrary: anyText },
);

/**
 * A whole request body or parameter: fully valid as far as the schema and hints go (so it
 * reaches the service), valid but for one hostile field (so each field's handling is seen on its
 * own), or hostile anywhere.
 */
export function requestValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const clean = valueFor(schema, hints, undefined, 0, 'clean');
  const oneBadField = fc.tuple(clean, fc.nat(), hostileLeaf).map(([value, pick, bad]) => {
    const paths = leafPaths(value);
    return replaceAt(value, paths[pick % paths.length]!, bad);
  });
  return fc.oneof(
    { weight: 3, arbitrary: clean },
    { weight: 4, arbitrary: oneBadField },
    { weight: 3, arbitrary: valueFor(schema, hints) },
  );
}

/** A query-string or path value: what a URL can carry. */
export function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
