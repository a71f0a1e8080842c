import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, runMigrations } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

export const TEMPLATE_DB = 'app_test_template';

/**
 * One real PostgreSQL for the whole API run (embedded, or TEST_DATABASE_URL), with a migrated and seeded
 * template database; each test file clones it (CREATE DATABASE ... TEMPLATE) so files never share state.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'api-test-'));
    embedded = await startEmbeddedPostgres(dir, () => {}, { durable: false });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const database = connect(url.toString(), 4);
  await runMigrations(database.db);
  await seedIfEmpty(database.db, true);
  await database.close();

  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
