// The built server's database: its embedded folder by default, or, when TEST_DATABASE_URL names a
// PostgreSQL server, a throwaway database there (created here, dropped by drop()), so the files
// that start the built server cover both engines as the in-process ones do.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function serverDatabase(): Promise<{
  env: Record<string, string>;
  label: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: {}, label: 'embedded PGlite', drop: async () => {} };
  const name = `chai_reliability_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: 'PostgreSQL',
    drop: () => run(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}
