// A wire object (what the API sends and accepts) declared once against the row it is stored in:
// each wire field names the row property it shows and, when a request body may set it, how the
// body's value is stored. The row -> wire mapper and the partial-update builder both read that
// one table, so a field renamed or added in one direction cannot be forgotten in the other
// (docs/decisions/017-one-vocabulary.md).

/** A field the wire shows; `column` and `write` are there when a body may set it. */
export type WireField<Row> = {
  readonly read: (row: Row) => unknown;
  readonly column?: string;
  readonly write?: (value: never) => unknown;
};

export type FieldTable<Row> = Record<string, WireField<Row>>;

/** What the table's mapper answers: one entry per wire field, typed by its reader. */
export type WireOf<T extends FieldTable<never>> = { [K in keyof T]: ReturnType<T[K]['read']> };

type Writable<T> = {
  [K in keyof T]: T[K] extends { column: string; write: (value: never) => unknown } ? K : never;
}[keyof T];
type ColumnOf<F> = F extends { column: infer C extends string } ? C : never;
type InputOf<F> = F extends { write: (value: infer I) => unknown } ? I : never;
type StoredOf<F> = F extends { write: (value: never) => infer S } ? S : never;

/** A body the table can store: any writable wire field, each with the type its writer takes. */
export type WritableInput<T> = { [K in Writable<T>]?: InputOf<T[K]> };

/**
 * The row values for the body's fields, keyed by row property. A field the body leaves out (or
 * sends as undefined) is absent, so an update keeps its current value; null is a value.
 */
export type StoredValues<T, I> = {
  [K in keyof I as K extends Writable<T> ? ColumnOf<T[K]> : never]: K extends keyof T
    ? StoredOf<T[K]>
    : never;
};

/** Builders for the fields of one row type. */
export function fieldsOf<Row>() {
  return {
    /** Shown as stored, or through `show`; a body never sets it. */
    shown<K extends keyof Row, W = Row[K]>(column: K, show?: (value: Row[K]) => W) {
      return { read: (row: Row) => (show ? show(row[column]) : row[column]) as W };
    },

    /** Computed from the whole row (a joined name, a count). */
    computed<W>(read: (row: Row) => W) {
      return { read };
    },

    /** Shown (through `show`) and set by a body (through `store`; as given when absent). */
    stored<K extends keyof Row & string, W = Row[K], I = Row[K]>(
      column: K,
      convert: { show?: (value: Row[K]) => W; store?: (value: I) => Row[K] } = {},
    ) {
      const { show, store } = convert;
      return {
        column,
        read: (row: Row) => (show ? show(row[column]) : row[column]) as W,
        write: (value: I): Row[K] => (store ? store(value) : (value as unknown as Row[K])),
      };
    },
  };
}

export function toWire<Row, T extends FieldTable<Row>>(table: T, row: Row): WireOf<T> {
  const wire: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(table)) wire[name] = field.read(row);
  return wire as WireOf<T>;
}

/**
 * A body type with no field beyond the table's writable ones. `I extends WritableInput<T>` alone
 * admits extra properties, so a body field the table does not declare writable would compile and
 * be dropped without a word; each such field is typed `never` here, which no body satisfies.
 */
type Exact<T, I> = I & Record<Exclude<keyof I, Writable<T>>, never>;

export function storedValues<T extends FieldTable<never>, I extends WritableInput<T>>(
  table: T,
  input: Exact<T, I>,
): StoredValues<T, I> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    // Own fields only: a body key such as 'constructor' must not reach Object's members.
    const field = Object.hasOwn(table, name) ? table[name] : undefined;
    if (value === undefined || !field?.column || !field.write) continue;
    values[field.column] = field.write(value as never);
  }
  return values as StoredValues<T, I>;
}
