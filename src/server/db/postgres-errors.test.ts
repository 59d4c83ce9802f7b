import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation, isDatabaseUnavailable, isUniqueViolation } from './postgres-errors.ts';

let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`
    create table things (
      name text not null constraint things_name_key unique,
      uses int not null default 0,
      max_uses int,
      constraint things_uses_within_max check (max_uses is null or uses <= max_uses)
    );
    insert into things (name, uses) values ('taken', 2);
  `);
});
afterAll(() => client.close());

const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('Postgres error codes', () => {
  it('reads unique and check violations from PGlite, raw and wrapped by drizzle', async () => {
    const db = drizzle(client);
    const unique = [
      await failure(() => client.query(`insert into things (name) values ('taken')`)),
      await failure(() => db.execute(sql`insert into things (name) values ('taken')`)),
    ];
    const check = [
      await failure(() => client.query(`update things set max_uses = 1`)),
      await failure(() => db.execute(sql`update things set max_uses = 1`)),
    ];
    for (const error of unique) {
      expect(isUniqueViolation(error, 'things_name_key')).toBe(true);
      expect(isUniqueViolation(error, 'other_key')).toBe(false);
      expect(isCheckViolation(error, 'things_name_key')).toBe(false);
    }
    for (const error of check) {
      expect(isCheckViolation(error, 'things_uses_within_max')).toBe(true);
      expect(isUniqueViolation(error, 'things_uses_within_max')).toBe(false);
    }
  });

  it('reads node-postgres errors (constraint, or only the message naming it)', () => {
    const pg = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'orders_pkey' });
    expect(isUniqueViolation(pg, 'orders_pkey')).toBe(true);
    const wrapped = new Error('Failed query', { cause: pg });
    expect(isUniqueViolation(wrapped, 'orders_pkey')).toBe(true);
    const named = Object.assign(new Error('violates check constraint "rule_x"'), { code: '23514' });
    expect(isCheckViolation(named, 'rule_x')).toBe(true);
    expect(isUniqueViolation(undefined, 'orders_pkey')).toBe(false);
  });

  it('tells a database that is away from a failed query', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceled'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
