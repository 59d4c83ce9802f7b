// PGlite's query() parses and plans its SQL on every call and crosses into WebAssembly six times
// (parse, describe, bind, describe, execute, sync). The checkout's few statements spent more time
// there than in the rest of the server (docs/decisions/013-prepared-statements.md). This wraps
// the client drizzle is given: each distinct SQL text becomes a named prepared statement once
// (parse and describe, one call), and every execution is one call (bind, describe, execute, sync
// batched), with PostgreSQL's plan cache doing the rest. Measured on the checkout's price read:
// 0.47 ms per query through query(), 0.14 ms prepared.
//
// Locking follows PGlite's own: a query outside a transaction waits for any open transaction and
// then for the query lock; inside a transaction (which holds the transaction lock) only for the
// query lock. Results are parsed by PGlite's own parser with the caller's options, and errors are
// PGlite's DatabaseError (SQLSTATE code, constraint), so callers cannot tell the difference.
import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type Statement = { name: string; paramTypes: number[] };
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Locks = {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

/** SQLSTATEs after which the statement is parsed again: it was dropped, or its tables changed shape. */
const REPREPARE = new Set(['26000', '0A000']);
const { serialize } = protocol;
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The client with a bounded cache of prepared statements behind query(); everything else as is. */
export function withStatementCache(client: PGlite, { maxStatements = 256 } = {}): PGlite {
  const locks = client as unknown as Locks;
  if (typeof locks._runExclusiveTransaction !== 'function' || typeof locks._checkReady !== 'function')
    throw new Error('This PGlite version has no transaction lock to share: update the statement cache');
  // Insertion order is use order: the first entry is the least recently used.
  const statements = new Map<string, Statement>();
  const evicted: string[] = [];
  let counter = 0;

  /** Called with the locks held. */
  async function prepared(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pglite_s${++counter}`;
    const messages = await client.execProtocolStream(
      concat([
        // Statements evicted earlier are closed here, when the connection is ours anyway.
        ...evicted.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        evicted.push(oldest[1].name);
      }
    }
    return statement;
  }

  function serialized(params: unknown[], types: number[], options: QueryOptions | undefined) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = types[i] as number;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  /**
   * PGlite's parseResults, for one extended query, without its per-call cost: it copies the whole
   * parser table (hundreds of array types) whenever the caller passes parsers, as drizzle always
   * does. Here each column's parser is looked up once per answer.
   */
  function toResults<T>(messages: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    let fields: { name: string; dataTypeID: number }[] = [];
    let parsers: (((value: string, typeId: number) => unknown) | undefined)[] = [];
    const rows: unknown[] = [];
    const arrays = options?.rowMode === 'array';
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = (message as messages.RowDescriptionMessage).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
        parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? client.parsers[f.dataTypeID]);
      } else if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields.map((value, i) =>
          value === null ? null : parsers[i] ? parsers[i](value, fields[i]!.dataTypeID) : value,
        );
        rows.push(arrays ? values : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])));
      } else if (message.name === 'commandComplete') {
        const parts = (message as messages.CommandCompleteMessage).text.split(' ');
        const command = parts[0] ?? '';
        const rowCount = Number.parseInt(parts[parts.length - 1] ?? '', 10);
        const affectedRows = AFFECTING.has(command) && !Number.isNaN(rowCount) ? rowCount : 0;
        return {
          rows: rows as T[],
          fields,
          command,
          affectedRows,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        } as Results<T>;
      }
    }
    return { rows: rows as T[], fields, affectedRows: 0 };
  }

  /** Called with the locks held. */
  async function execute<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const statement = await prepared(text, options);
    try {
      const messages = await client.execProtocolStream(
        concat([
          serialize.bind({
            statement: statement.name,
            values: serialized(params, statement.paramTypes, options),
          }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // As query() does: written through to the files after each statement outside a transaction.
        { syncToFs: !inTransaction },
      );
      return toResults<T>(messages, options);
    } catch (error) {
      if (REPREPARE.has((error as { code?: string }).code ?? '')) {
        statements.delete(text);
        // Inside a transaction the error has aborted it; the caller's retry prepares afresh.
        if (!inTransaction) return execute(text, params, options, inTransaction);
      }
      throw error;
    }
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await locks._checkReady();
    return locks._runExclusiveTransaction(() =>
      client.runExclusive(() => execute<T>(text, params, options, false)),
    );
  }

  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property) {
            if (property !== 'query') return Reflect.get(target, property);
            return <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
              if (target.closed) throw new Error('Transaction is closed');
              return client.runExclusive(() => execute<R>(text, params, options, true));
            };
          },
        }),
      ),
    );
  }

  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields, so they must run on the client itself.
      let method = bound.get(property);
      if (!method) {
        method = value.bind(target);
        bound.set(property, method);
      }
      return method;
    },
  });
}
