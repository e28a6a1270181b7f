import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for every change to a table: each module keeps its tables in
// its own tables.ts (server/**/tables.ts). Migrations are committed and applied at server start
// (server/db/connect.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/**/tables.ts',
  out: './server/db/migrations',
});
