import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that mock a module or stub a global (`vi.mock`, `vi.stubGlobal`, `vi.resetModules`): each
 * runs with modules of its own. The others share their worker's modules (`isolate: false`): most of the
 * unit step was each file importing TypeScript, TypeDoc or Docusaurus again (68 s → 30 s on 2 cores).
 * `config/rules/vitestIsolation.test.ts` fails when a file that mocks or stubs is missing here.
 */
export const ISOLATED_TESTS = [
  'plugins/examples/index.test.ts',
  'src/components/Version/index.test.ts',
  'src/data/graphFacts.test.ts',
  'src/data/startFacts.test.ts',
  'src/examples/_shared/cooperativeGestures.test.ts',
  'src/examples/controls/facts.test.ts',
  'src/examples/events/facts.test.ts',
  'src/examples/layouts/facts.test.ts',
  'src/examples/minimap/facts.test.ts',
  'src/live/sigmaRegistry.guard.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    isolate: false,
    // One worker per core: Vitest's default leaves one core free, which on CI's 2 cores meant one
    // worker (112 s for the unit tests, 77 s with two).
    maxWorkers: os.availableParallelism(),
    minWorkers: 1,
    // Sized like the browser tests' limits, for a machine twice as slow as a shared 2-core one: a few
    // tests render a PNG or run the docs plugin (about 4 s on a busy machine), near Vitest's default 5 s.
    testTimeout: 30_000,
    server: {
      deps: {
        // The @react-sigma ESM builds import `graphology-layout-force/worker` and the like without
        // a file extension, which Node's own loader rejects; Vite resolves them as webpack does.
        // Transformed, not loaded by Node, they also let src/data/graphFacts.test.ts run
        // SigmaContainer's published code with stand-ins for sigma and React's hooks.
        inline: [/[\\/]@react-sigma[\\/]/],
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{config,plugins,scripts,src}/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts'],
          // Tests that build the site (minutes): `npm test` runs them as a step of their own (vitest.build.config.ts).
          exclude: [...configDefaults.exclude, '**/*.build.test.ts', ...ISOLATED_TESTS],
        },
      },
      { extends: true, test: { name: 'unit (isolated)', include: ISOLATED_TESTS, isolate: true } },
    ],
  },
});
