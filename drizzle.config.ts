import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start by drizzle's migrator,
// unchanged on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
