import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations offline; they are applied by the app at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
