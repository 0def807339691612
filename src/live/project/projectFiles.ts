import type { ProjectFiles, ProjectSpec, ProjectTemplate } from './types';
import { projectVersions } from './versions';
import { typesPackageOf } from '../../utils/typesPackage';

/** What every project runs with, whatever its code imports. */
const RUNTIME = ['react', 'react-dom'];
/** What each template builds with. */
const TOOLS: Record<ProjectTemplate, { dependencies: string[]; devDependencies: string[] }> = {
  vite: { dependencies: [], devDependencies: ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'] },
  next: { dependencies: ['next'], devDependencies: ['@types/node', '@types/react', '@types/react-dom', 'typescript'] },
};

export class ProjectSpecError extends Error {
  override name = 'ProjectSpecError';
}

/** `load-graph/Dataset.tsx` → `load-graph/Dataset`: how one module imports another. */
function withoutExtension(file: string): string {
  return file.replace(/\.(tsx?|jsx?)$/, '');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function pinned(names: Iterable<string>, versions: Readonly<Record<string, string>>): Record<string, string> {
  const sorted = [...new Set(names)].sort();
  const unknown = sorted.filter((name) => versions[name] === undefined);
  if (unknown.length > 0) {
    throw new ProjectSpecError(
      `The code imports ${unknown.join(', ')}, which the site does not use: only the packages the examples import can go into a project.`,
    );
  }
  return Object.fromEntries(sorted.map((name) => [name, versions[name]!]));
}

function check(spec: ProjectSpec): void {
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(spec.name)) {
    throw new ProjectSpecError(`"${spec.name}" is not a project name: lowercase letters, digits, ".", "_" and "-" only.`);
  }
  if (spec.files[spec.entry] === undefined) {
    throw new ProjectSpecError(`The entry module ${spec.entry} is not one of the project's files.`);
  }
  for (const file of [...Object.keys(spec.files), ...Object.keys(spec.assets ?? {})]) {
    if (file.startsWith('/') || file.split('/').some((part) => part === '..' || part === '.' || part === '')) {
      throw new ProjectSpecError(`${file}: files are named by a path inside the project, without "..".`);
    }
  }
}

function readme(spec: ProjectSpec, template: ProjectTemplate): string {
  const tool = template === 'vite' ? 'Vite, React and TypeScript' : 'Next.js (App Router), React and TypeScript';
  const address = template === 'vite' ? 'http://localhost:5173' : 'http://localhost:3000';
  const where =
    template === 'vite'
      ? '`src/main.tsx` renders the example'
      : '`app/page.tsx` renders `app/GraphClient.tsx`, a client component that loads the example with `next/dynamic` and `ssr: false`: sigma needs the browser (WebGL, `window`), so the graph is never rendered on the server';
  return [
    `# ${spec.title}`,
    '',
    `${spec.homepage ? `The example [${spec.title}](${spec.homepage})` : spec.title}, as a project of its own (${tool}), with the package versions the react-sigma documentation runs.`,
    '',
    'Run it (Node.js 20 or newer):',
    '',
    '```bash',
    'npm install',
    'npm run dev',
    '```',
    '',
    `then open ${address}. \`npm run build\` makes a production build.`,
    '',
    `The example's code is in \`src/\`: \`src/${spec.entry}\` is the example; ${where}.`,
    ...(spec.assets && Object.keys(spec.assets).length > 0
      ? ['', `The files it downloads are in \`public/\`, served from the site's root (\`/${Object.keys(spec.assets)[0]}\`).`]
      : []),
    ...(spec.notes ?? []).flatMap((note) => ['', note]),
    '',
  ].join('\n');
}

const gitignore = ['node_modules', 'dist', '.next', 'next-env.d.ts', '*.tsbuildinfo', ''].join('\n');

function viteFiles(spec: ProjectSpec): ProjectFiles {
  return {
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${escapeHtml(spec.title)}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'src/main.tsx': [
      "import { createRoot } from 'react-dom/client';",
      `import Example from './${withoutExtension(spec.entry)}';`,
      '',
      "createRoot(document.getElementById('root')!).render(<Example />);",
      '',
    ].join('\n'),
    'vite.config.ts': [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({',
      '  plugins: [react()],',
      '});',
      '',
    ].join('\n'),
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          isolatedModules: true,
          skipLibCheck: true,
          types: ['vite/client'],
        },
        include: ['src', 'vite.config.ts'],
      },
      null,
      2,
    )}\n`,
  };
}

function nextFiles(spec: ProjectSpec): ProjectFiles {
  return {
    'next.config.mjs': [
      "/** @type {import('next').NextConfig} */",
      'const nextConfig = {};',
      '',
      'export default nextConfig;',
      '',
    ].join('\n'),
    'app/layout.tsx': [
      "import type { Metadata } from 'next';",
      "import type { ReactNode } from 'react';",
      '',
      `export const metadata: Metadata = { title: ${JSON.stringify(spec.title)} };`,
      '',
      'export default function RootLayout({ children }: { children: ReactNode }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'app/page.tsx': [
      "import GraphClient from './GraphClient';",
      '',
      '// A server component: it renders the client wrapper, never the example itself.',
      'export default function Page() {',
      '  return (',
      '    <main>',
      `      <h1>{${JSON.stringify(spec.title)}}</h1>`,
      '      <GraphClient />',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'app/GraphClient.tsx': [
      "'use client';",
      '',
      "import dynamic from 'next/dynamic';",
      '',
      '// sigma needs the browser (WebGL, `window`): `ssr: false` keeps the example out of the',
      '// server render, and the App Router accepts that option only in a client component.',
      `const Example = dynamic(() => import('../src/${withoutExtension(spec.entry)}'), {`,
      '  ssr: false,',
      '  loading: () => <p>Loading the graph…</p>,',
      '});',
      '',
      'export default function GraphClient() {',
      '  return <Example />;',
      '}',
      '',
    ].join('\n'),
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2017',
          lib: ['dom', 'dom.iterable', 'esnext'],
          allowJs: true,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          incremental: true,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
        exclude: ['node_modules'],
      },
      null,
      2,
    )}\n`,
  };
}

/**
 * The files of a complete project that runs `spec`'s code: `package.json` pinning the versions
 * the site runs, the template's entry files and config, the code under `src/`, the assets under
 * `public/` and a README with the commands to run it. Pure: the same spec gives the same files.
 */
export function projectFiles(
  spec: ProjectSpec,
  template: ProjectTemplate,
  versions: Readonly<Record<string, string>> = projectVersions(),
): ProjectFiles {
  check(spec);
  const tools = TOOLS[template];
  const scripts =
    template === 'vite'
      ? { dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview' }
      : { dev: 'next dev', build: 'next build', start: 'next start' };
  const manifest = {
    name: spec.name,
    version: '0.0.0',
    private: true,
    ...(template === 'vite' ? { type: 'module' } : {}),
    scripts,
    dependencies: pinned([...RUNTIME, ...tools.dependencies, ...spec.dependencies], versions),
    // The types of a package that has none of its own (leaflet: @types/leaflet), which `tsc` needs.
    devDependencies: pinned(
      [...tools.devDependencies, ...spec.dependencies.map(typesPackageOf).filter((name) => name in versions)],
      versions,
    ),
  };
  const files: ProjectFiles = {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'README.md': readme(spec, template),
    '.gitignore': gitignore,
    ...(template === 'vite' ? viteFiles(spec) : nextFiles(spec)),
  };
  for (const [file, source] of Object.entries(spec.files)) files[`src/${file}`] = source;
  for (const [file, content] of Object.entries(spec.assets ?? {})) files[`public/${file}`] = content;
  return files;
}
