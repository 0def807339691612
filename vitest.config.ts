import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,plugins,scripts,src}/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: {
      deps: {
        // The @react-sigma ESM builds import `graphology-layout-force/worker` and the like without
        // a file extension, which Node's own loader rejects; Vite resolves them as webpack does.
        inline: [/[\\/]@react-sigma[\\/]/],
      },
    },
  },
});
