import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type Config, parseConfig } from '../config';
import type { Database } from '../db/client';
import { buildApp } from '../http/app';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lic-test-data-')),
    APP_DIST_DIR: path.join(os.tmpdir(), 'lic-no-app-build'),
    ...overrides,
  });
}

/** The real HTTP app on a database of its own; call from beforeAll, close in afterAll. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
