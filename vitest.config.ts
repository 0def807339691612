import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,plugins,scripts,src}/**/*.test.{ts,tsx}'],
    // Tests that build the site (minutes): `npm test` runs them as a step of their own (vitest.build.config.ts).
    exclude: [...configDefaults.exclude, '**/*.build.test.ts'],
    environment: 'node',
    // Transformed, not loaded by Node, so that src/data/graphFacts.test.ts can run
    // SigmaContainer's published code with stand-ins for sigma and React's hooks.
    server: { deps: { inline: ['@react-sigma/core'] } },
  },
});
