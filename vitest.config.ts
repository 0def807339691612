import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,plugins,scripts,src}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Transformed, not loaded by Node, so that src/data/graphFacts.test.ts can run
    // SigmaContainer's published code with stand-ins for sigma and React's hooks.
    server: { deps: { inline: ['@react-sigma/core'] } },
  },
});
