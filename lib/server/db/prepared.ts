import 'server-only';
import { parse, type PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { driverClient } from './rows';
import type { Db } from './types';

const dialect = new PgDialect();

/**
 * What every copy of this module in the process shares (on globalThis under a Symbol.for key):
 * the name of each statement text seen (statements of the same text share their name), and per
 * PGlite database the statements it has parsed, by name, with their parameters' type oids. A Next
 * server bundles this module into each of its route and action chunks; with a registry per copy,
 * two copies named two texts `hot_1` on the one database session, and the second copy's Parse
 * failed (the status lookup's server action answered 500 after the API had prepared its own).
 */
interface Registry {
  names: Map<string, string>;
  parsedOn: WeakMap<PGlite, Map<string, number[]>>;
}
const registryKey = Symbol.for('hikari.server.prepared-statements');
const { names, parsedOn } = ((globalThis as typeof globalThis & { [registryKey]?: Registry })[
  registryKey
] ??= { names: new Map(), parsedOn: new WeakMap() });

/**
 * More distinct texts than the server has hot statements means a caller builds its text from its
 * values: every call would prepare (and keep) one more statement on every connection.
 */
const MAX_STATEMENTS = 64;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_STATEMENTS)
      throw new Error('prepared statements: a statement text varies with its values');
    name = `hot_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

const concat = (...messages: Buffer[]): Buffer => Buffer.concat(messages);

/**
 * Type oids whose values drizzle's raw statements (rowsOf) answer as the database's text rather
 * than parsed (drizzle-orm's pglite and node-postgres sessions): timestamp, timestamptz, date,
 * interval, and the arrays of those and of numeric. The same here, so both give one answer.
 */
const KEPT_AS_TEXT = new Set([1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231]);
const asText = (value: string) => value;

/** node-postgres' per-query type parsers with KEPT_AS_TEXT kept as text. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(oid)
      ? asText
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** PGlite's parsers with KEPT_AS_TEXT kept as text, per database (its parsers are its own). */
const pgliteParsers = new WeakMap<PGlite, PGlite['parsers']>();
function parsersOf(client: PGlite): PGlite['parsers'] {
  let parsers = pgliteParsers.get(client);
  if (!parsers) {
    parsers = {
      ...client.parsers,
      ...Object.fromEntries([...KEPT_AS_TEXT].map((oid) => [oid, asText])),
    };
    pgliteParsers.set(client, parsers);
  }
  return parsers;
}

/**
 * A statement of fixed `text` on the embedded PGlite, as its own query() would answer it
 * (`rows`, parsed; `affectedRows`), but as a named statement: parsed and planned on its first
 * call (with its parameters' types described), then bound and executed in one call into the
 * database. PGlite's query() parses and plans every statement again and crosses into the
 * database once per protocol message (six), which for applyCTC's store statement was half of its
 * cost (docs/benchmarks.md, round of 2026-11-27, evening).
 * - Locks: PGlite's raw protocol calls take none of its locks, so the call holds both, as
 *   PGlite's own describeQuery() does (`_runExclusiveTransaction` around `_runExclusiveQuery`):
 *   it never runs inside another caller's open transaction, and sends no BEGIN and COMMIT of its
 *   own (the Sync ends its implicit transaction; an error rolls it back). Inside transaction(),
 *   as first built, the store statement took 680-930 µs against 547-647 without it (same
 *   document, the evening's round).
 * - Values are serialised by PGlite's own serializers for the described types, rows parsed by
 *   its own parsers. The messages are written by node-postgres' pg-protocol (Node buffers, whose
 *   UTF-8 is native: PGlite's own writer measures every string in JavaScript and grows its buffer
 *   in steps, 6 % of an application's CPU in a profile).
 * Errors: the database's (a constraint: rejected, the next call works); MAX_STATEMENTS as
 * preparedRowsOf.
 */
export async function preparedPgliteQuery(
  client: PGlite,
  text: string,
  params: unknown[],
): Promise<{ rows: unknown[]; affectedRows: number }> {
  const name = nameOf(text);
  let parsed = parsedOn.get(client);
  if (!parsed) parsedOn.set(client, (parsed = new Map<string, number[]>()));
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let types = parsed.get(name);
      if (types === undefined) {
        const described = await client.execProtocol(
          concat(
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ),
        );
        types = parse.parseDescribeStatementResults(described.messages);
        parsed.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = client.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat(
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      const [result] = parse.parseResults(messages, parsersOf(client));
      return { rows: result?.rows ?? [], affectedRows: result?.affectedRows ?? 0 };
    }),
  );
}

/**
 * The rows of a raw statement the server sends many times a second (applyCTC's store statement,
 * the mail worker's claim and mark), as a named prepared statement of the database session:
 * parsed and planned once per connection, then only bound and executed. Same answer as rowsOf
 * (rows.ts) on either driver: node-postgres names it (`{ name, text, values }`, prepared on each
 * pooled connection at its first use), the embedded PGlite through pgliteRows. The statement's
 * text must not vary with its values (they are parameters): each distinct text is prepared once
 * per connection and kept. `T` is the caller's statement of the columns its SQL selects. Errors:
 * the database's (a constraint, a lost connection), as rowsOf; throws when the database is
 * neither driver, and when a caller has sent more distinct texts than MAX_STATEMENTS (its text
 * varies with its values).
 */
export async function preparedRowsOf<T extends object>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return rowsOfText<T>(db, text, params);
}

/** preparedRowsOf of a statement already compiled to its text and parameters. */
async function rowsOfText<T extends object>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const driver = driverClient(db);
  if ('pool' in driver) {
    const result = await driver.pool.query({
      name: nameOf(text),
      text,
      values: params,
      types: pgTypes,
    });
    return result.rows as T[];
  }
  return (await preparedPgliteQuery(driver.pglite, text, params)).rows as T[];
}

/**
 * preparedRowsOf of a statement compiled once: `build()` returns drizzle SQL whose values are all
 * placeholders (`sql.placeholder(name)`); it is called and compiled to its text at the first
 * call, and each call then only fills in `values` by name (drizzle's fillPlaceholders) and runs
 * the statement. For a statement the server sends with every request: compiling applyCTC's store
 * statement through drizzle's dialect cost 30-45 µs of every application (docs/benchmarks.md,
 * round of 2026-11-30 from 02:27 UTC). A value that varies with the day or the data key (a date,
 * a derived secret) must be a placeholder too: the text is kept for the life of the process.
 * Errors: as preparedRowsOf; drizzle's "No value for placeholder" when `values` lacks one.
 */
export function compiledStatement<T extends object, V extends Record<string, unknown>>(
  build: () => SQL,
): (db: Db, values: V) => Promise<T[]> {
  let compiled: { text: string; params: unknown[] } | undefined;
  return async (db, values) => {
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      compiled = { text, params };
    }
    return rowsOfText<T>(db, compiled.text, fillPlaceholders(compiled.params, values));
  };
}

/** drizzle placeholders named as `names`, by name: the values of a compiledStatement's SQL. */
export function placeholders<K extends string>(...names: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<
    K,
    Placeholder<K>
  >;
}
