// drizzle-kit: generates flat SQL migrations (0000_name.sql) that wrangler d1 and the tests apply.
// Pinned to drizzle-kit 0.31.x: 1.0 writes nested folders that readD1Migrations() cannot read.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/db.ts',
  out: './schema/migrations',
});
