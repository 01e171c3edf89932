import { defineConfig } from 'vitest/config';

/**
 * Test suites, each a project (run one with `--project <name>`):
 * unit (contract rules, web catalogues), server-embedded and server-postgres (the same route
 * tests against the embedded PostgreSQL the product starts by default, and against the
 * server of DATABASE_URL when it is set), e2e (Chromium).
 */
const serverSuite = (name: string, database: 'embedded' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    globalSetup: database === 'embedded' ? ['apps/server/src/test/embedded-database-setup.ts'] : [],
    // One shared database per worker: files run one after another in one process and
    // reset the data between them.
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
      serverSuite('server-embedded', 'embedded'),
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
