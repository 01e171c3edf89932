import { defineConfig } from 'vitest/config';

/**
 * Test suites, each a project (run one with `--project <name>`):
 * unit (contract rules, web catalogues), server-pglite and server-postgres (the same route
 * tests against each database; postgres only when DATABASE_URL is set), e2e (Chromium).
 */
const serverSuite = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    // One shared database per worker (a PGlite costs seconds and hundreds of MiB):
    // files run one after another in one process and reset the data between them.
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { PLOTLINE_TEST_DB: database },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      serverSuite('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // a loaded CI machine may take more than the default second to settle the page
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
