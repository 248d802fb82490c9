import type * as z from 'zod/mini';

/**
 * The one query surface the server uses, so PGlite (embedded) and PostgreSQL (`pg`) are interchangeable. Rows
 * are parsed with the caller's schema, never cast: a column that changes type fails at the repository that
 * reads it, not somewhere downstream.
 */
export interface Queryable {
  /** Every row the statement returns, each parsed with `schema`. */
  rows<S extends z.ZodMiniType>(schema: S, sql: string, params?: readonly unknown[]): Promise<z.output<S>[]>;
  /** The first row the statement returns, parsed with `schema`, or null when it returns none. */
  row<S extends z.ZodMiniType>(
    schema: S,
    sql: string,
    params?: readonly unknown[],
  ): Promise<z.output<S> | null>;
  /** Whether the statement returns any row (a lookup, or a write `returning` what it wrote); none is read. */
  exists(sql: string, params?: readonly unknown[]): Promise<boolean>;
  /** A statement whose rows nobody reads. */
  run(sql: string, params?: readonly unknown[]): Promise<void>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What a database driver supplies: the rows of one statement, unparsed, and a multi-statement exec. */
export interface Driver {
  query(sql: string, params: unknown[]): Promise<unknown[]>;
  exec(sql: string): Promise<void>;
}

/** The query surface over a driver: every row it hands back goes through the caller's schema. */
export function queryable(driver: Driver): Queryable {
  const rows = async <S extends z.ZodMiniType>(schema: S, sql: string, params: readonly unknown[] = []) =>
    (await driver.query(sql, [...params])).map((row): z.output<S> => schema.parse(row));
  return {
    rows,
    row: async (schema, sql, params) => (await rows(schema, sql, params))[0] ?? null,
    exists: async (sql, params = []) => (await driver.query(sql, [...params])).length > 0,
    run: async (sql, params = []) => {
      await driver.query(sql, [...params]);
    },
    exec: (sql) => driver.exec(sql),
  };
}
