import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,plugins,scripts,src}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
