import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const workersFrom = (value: string | undefined, fallback: number) => Math.max(1, Number(value) || fallback);

// API files each clone their own database from one PostgreSQL, so they run side by side. Most of a file's time
// is spent waiting on PostgreSQL (another process), so even two cores keep two files busy. API_WORKERS overrides.
const apiWorkers = workersFrom(process.env.API_WORKERS, Math.max(2, availableParallelism()));

// Browser files run side by side, each worker against its own server and database (e2e/global-setup.ts starts one
// per worker). A journey spends most of its time waiting on the page, so two run well on two cores. E2E_WORKERS
// overrides; 1 runs them one at a time against a single server, as before.
const e2eWorkers = workersFrom(process.env.E2E_WORKERS, Math.max(2, availableParallelism()));

// Browser files that take long for their size (each crawls every page of several users or reports). Vitest starts
// the files it has never timed largest first, which on a clean clone would start these near the end and leave one
// worker finishing them alone; once it has timed them (a later run on the same checkout), its own order is kept.
const LONG_FOR_THEIR_SIZE = [
  'e2e/admin-crawl.test.ts', 'e2e/reports.test.ts',
  'e2e/accessibility.test.ts', 'e2e/accessibility-platform.test.ts', 'e2e/accessibility-network.test.ts',
];

class LongForTheirSizeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const early = sorted.filter((spec) => {
      const path = relative(root, spec.moduleId);
      return LONG_FOR_THEIR_SIZE.includes(path) && !this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
    });
    return [...early, ...sorted.filter((spec) => !early.includes(spec))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongForTheirSizeFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // one import of the modules per worker for all its files (the phase took 43 s, 12 s so): the files that
          // stub fetch or fake the clock put them back after each test, and passed in shuffled orders
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: apiWorkers > 1,
          maxWorkers: apiWorkers,
          // A worker imports the server once for all its files instead of once per file (that import was half the
          // phase's time). Files share nothing else: each builds its own app on its own cloned database and closes it,
          // and what a module keeps for the running app (dispatchers, caches) is let go in the app's onClose.
          isolate: false,
          // projects with different worker counts may not share a group when a run selects several of them
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // points this worker's inject('baseUrl') at the server the global setup started for it
          setupFiles: ['e2e/support/worker-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // what a page shows after a call (a refetch, a live event) can take seconds on a loaded machine; a poll
          // that passes returns at once, so only a failure waits the whole time
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
          // one import of playwright, axe and the shared registry per worker for all its files (51 s of the phase's
          // summed time was importing); each file still launches its own browser and closes it
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
