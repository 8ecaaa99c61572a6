import { defineConfig } from 'drizzle-kit';

// One schema and one set of committed migrations, run by both drivers (PGlite and node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
