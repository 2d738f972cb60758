import { defineConfig } from 'vitest/config';

/** Integration: the real server on 127.0.0.1 (ephemeral ports, temp databases), no browser. */
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
