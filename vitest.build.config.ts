import { defineConfig } from 'vitest/config';

/** The tests that build a copy of the site (`*.build.test.ts`), run by `npm test` after the unit tests. */
export default defineConfig({
  test: {
    include: ['scripts/**/*.build.test.ts'],
    environment: 'node',
    hookTimeout: 900_000,
    testTimeout: 60_000,
  },
});
