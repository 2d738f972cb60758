import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit/**/*.test.{ts,tsx}';
/** Files that replace a module (`vi.mock`): they keep a module registry of their own. */
const MOCKING_MODULES = ['tests/unit/core/licenseKey.test.ts'];

export default defineConfig({
  resolve: { alias: { '@demos': path.resolve(import.meta.dirname, 'stories/demos') } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Globals a test stubs (fetch, caches) are put back after each test, in every file.
    unstubGlobals: true,
    projects: [
      // One module registry per worker, not per file: MUI and the build's modules load once a worker
      // instead of once a file (the suite ran 104 s isolated, 58 s shared, on 2 cores).
      { extends: true, test: { name: 'unit', include: [UNIT], exclude: MOCKING_MODULES, isolate: false } },
      { extends: true, test: { name: 'unit-mocks', include: MOCKING_MODULES } },
    ],
  },
});
