import { defineConfig } from 'vitest/config';

// Three suites: pure unit tests, the HTTP/database suite (run once per database kind by
// scripts/test.sh) and the browser suite against the built app.
// The files of the unit and server suites share one module graph (isolate off): loading it afresh
// for each file was half their time. Tests therefore never patch a module for good, and each file
// builds what it tests (its own app and database) instead of leaning on module state. The browser
// suite's files spend their time in Chromium and the server, not in loading modules.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'common/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'server/**/*.unit.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // A limit for a hung test, not a speed check: beside the browser suite, a test that
          // imports the real pages twice on PGlite has taken over 30 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
