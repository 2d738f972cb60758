import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_DIR = 'tests/unit';
const UNIT = `${UNIT_DIR}/**/*.test.{ts,tsx}`;
/**
 * The test files that replace a module (`vi.mock`, `vi.doMock`), found by reading them: each keeps a module
 * registry of its own, so a mock never reaches another file (a new mocking file needs no list kept by hand).
 */
const MOCKING_MODULES = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join(UNIT_DIR, file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')));

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
