import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { readProjectVersions } from '../../config/versions';
import { discoverExamples } from '../../plugins/shared/discoverExamples';
import { packageName, readModule } from '../../src/utils/moduleImports';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, scrollTo } from '../support/graph';
import { CommandPool, type CommandResult } from '../support/harness/commands';
import { LOAD_TIMEOUT } from '../support/limits';
import { buildDir, siteDir } from '../support/paths';

/**
 * "Download project", proved the way a reader would use it: each example's zip comes from its
 * button in the built site, is unzipped, installed from the npm registry, type-checked and built.
 *
 * What keeps this within its time budget: every Vite project pins the same versions (the site's,
 * checked below), so one install of all their packages serves them all (each project links to it);
 * one TypeScript program type-checks every project's code with the projects' own tsconfig, and one
 * Vite build bundles every project's entry. One project, the reader's edited one, also runs its own
 * `tsc` and `vite build` in its own folder, as `npm run build` would. Every npm command uses the
 * user's npm cache, which the site's own `npm ci` has mostly filled, and `--prefer-offline`.
 */

const versions = readProjectVersions();
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
const ENV = { NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' };

type Files = Record<string, Uint8Array>;

function text(files: Files, file: string): string {
  const bytes = files[file];
  if (!bytes) throw new Error(`the project has no ${file} (it has ${Object.keys(files).join(', ')})`);
  return new TextDecoder().decode(bytes);
}

interface Manifest {
  name: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Opens the example's "Download project" menu, picks a template and returns the zip's files, without the project's folder. */
async function downloadProject(
  page: Page,
  name: string,
  template: 'Vite + React' | 'Next.js App Router',
): Promise<{ zip: string; files: Files }> {
  const section = example(page, name);
  await scrollTo(section.locator('[data-state]').first());
  const button = section.getByRole('button', { name: 'Download project' });
  await expect(button).toBeVisible({ timeout: LOAD_TIMEOUT });
  await button.click();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: template }).click()]);
  const zip = await download.path();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(zip)));
  const folders = new Set(Object.keys(entries).map((entry) => entry.split('/')[0]));
  expect([...folders], 'the zip holds one folder, the project').toHaveLength(1);
  const folder = [...folders][0]!;
  const files: Files = {};
  for (const [entry, bytes] of Object.entries(entries)) if (!entry.endsWith('/')) files[entry.slice(folder.length + 1)] = bytes;
  return { zip: download.suggestedFilename(), files };
}

function writeProject(dir: string, files: Files): void {
  for (const [file, bytes] of Object.entries(files)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
}

/** The package.json pins the installed version of every package, and lists every package the code imports (read by the site's own import reader). */
async function expectCompleteManifest(files: Files): Promise<Manifest> {
  const manifest = JSON.parse(text(files, 'package.json')) as Manifest;
  for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    expect(version, `${manifest.name}: ${name}`).toBe(versions[name]);
  }
  for (const file of Object.keys(files).filter((file) => /\.tsx?$/.test(file))) {
    const { imports } = await readModule(text(files, file), { withTypeImports: true, fileName: file });
    for (const specifier of imports.filter((specifier) => !specifier.startsWith('.'))) {
      expect(
        { ...manifest.dependencies, ...manifest.devDependencies },
        `${manifest.name}/${file} imports ${specifier}`,
      ).toHaveProperty([packageName(specifier)]);
    }
  }
  expect(text(files, 'README.md')).toMatch(/```bash\nnpm install\nnpm run dev\n```/);
  return manifest;
}

/** Installs, type-checks and builds projects, each distinct dependency set installed once. */
class ProjectBuilds {
  private readonly installs = new Map<string, Promise<string>>();
  readonly results: Promise<{ project: string; result: CommandResult }>[] = [];
  /** Seconds spent in each kind of command (`npm`, `tsc`, `vite`, `next`), for the log. */
  readonly seconds = new Map<string, number>();

  private async timed(kind: string, dir: string, command: string, args: string[]): Promise<CommandResult> {
    const result = await this.pool.run(dir, command, args, ENV);
    this.seconds.set(kind, (this.seconds.get(kind) ?? 0) + result.seconds);
    return result;
  }

  /** `npm 60 s, tsc 40 s…`: where the time went. */
  summary(): string {
    return [...this.seconds].map(([kind, seconds]) => `${kind} ${seconds.toFixed(0)} s`).join(', ');
  }

  constructor(
    private readonly pool: CommandPool,
    readonly root: string,
  ) {}

  private install(dir: string, manifest: Manifest): Promise<string> {
    const key = JSON.stringify([manifest.dependencies, manifest.devDependencies]);
    let installed = this.installs.get(key);
    if (!installed) {
      installed = this.timed('npm install', dir, 'npm', ['install', ...NPM_FLAGS]).then((result) => {
        if (!result.ok) throw new Error(result.report);
        return path.join(dir, 'node_modules');
      });
      this.installs.set(key, installed);
    }
    return installed;
  }

  /** Queues the install and the checks of the project in `dir`; `steps` run in order, each after the previous one passed. */
  add(dir: string, manifest: Manifest, steps: [string, string[]][]): void {
    const project = path.basename(dir);
    const run = async (): Promise<CommandResult> => {
      let modules: string;
      try {
        modules = await this.install(dir, manifest);
      } catch (error) {
        return { ok: false, seconds: 0, report: `npm install failed:\n${(error as Error).message}` };
      }
      if (modules !== path.join(dir, 'node_modules')) fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
      let last: CommandResult = { ok: true, seconds: 0, report: '' };
      for (const [command, args] of steps) {
        last = await this.timed(path.basename(args[0]!), dir, command, args);
        if (!last.ok) return last;
      }
      return last;
    };
    this.results.push(run().then((result) => ({ project, result })));
  }

  /** Every project whose install or checks failed, with the failing command's output. */
  async failures(): Promise<string[]> {
    return (await Promise.all(this.results))
      .filter(({ result }) => !result.ok)
      .map(({ project, result }) => `${project}: ${result.report}`);
  }
}

/**
 * The Vite projects checked together: one install of every package they ask for, one type-check
 * of all their code, one build of all their entries (see the comment at the top).
 */
class ViteWorkspace {
  private readonly projects: { dir: string; manifest: Manifest; tsconfig: string }[] = [];

  constructor(
    private readonly pool: CommandPool,
    readonly root: string,
  ) {}

  add(dir: string, manifest: Manifest, files: Files): void {
    this.projects.push({ dir, manifest, tsconfig: text(files, 'tsconfig.json') });
  }

  /** Installs, type-checks and builds; returns what failed, as readable reports. */
  async check(): Promise<{ failures: string[]; summary: string }> {
    const tsconfigs = new Set(this.projects.map((project) => project.tsconfig));
    expect(tsconfigs.size, 'every Vite project has the same tsconfig.json').toBe(1);
    const merge = (key: 'dependencies' | 'devDependencies') =>
      Object.assign({}, ...this.projects.map((project) => project.manifest[key])) as Record<string, string>;
    // Same name, other versions: would make the shared install wrong for one project.
    for (const { manifest } of this.projects) {
      for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
        expect(version, `${manifest.name}: ${name}`).toBe(versions[name]);
    }
    const install = path.join(this.root, '.install');
    fs.mkdirSync(install);
    fs.writeFileSync(
      path.join(install, 'package.json'),
      JSON.stringify({
        name: 'all-projects',
        private: true,
        dependencies: merge('dependencies'),
        devDependencies: merge('devDependencies'),
      }),
    );
    const seconds: string[] = [];
    const step = async (label: string, cwd: string, command: string, args: string[]): Promise<string | null> => {
      const result = await this.pool.run(cwd, command, args, ENV);
      seconds.push(`${label} ${result.seconds.toFixed(0)} s`);
      return result.ok ? null : `${label}: ${result.report}`;
    };
    const installed = await step('npm install', install, 'npm', ['install', ...NPM_FLAGS]);
    if (installed) return { failures: [installed], summary: seconds.join(', ') };
    const modules = path.join(install, 'node_modules');
    for (const { dir } of this.projects) fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    fs.symlinkSync(modules, path.join(this.root, 'node_modules'), 'dir');

    // The projects' own compiler options, over every project's files.
    const relative = this.projects.map(({ dir }) => path.relative(this.root, dir));
    const tsconfig = JSON.parse([...tsconfigs][0]!) as { include: string[] };
    tsconfig.include = relative.flatMap((project) => tsconfig.include.map((entry) => `${project}/${entry}`));
    fs.writeFileSync(path.join(this.root, 'tsconfig.json'), JSON.stringify(tsconfig));
    // Every project's entry (src/main.tsx renders its example), bundled in one build.
    const inputs = Object.fromEntries(relative.map((project) => [project.replaceAll('/', '-'), `${project}/src/main.tsx`]));
    fs.writeFileSync(
      path.join(this.root, 'vite.config.mjs'),
      [
        "import { defineConfig } from 'vite';",
        "import react from '@vitejs/plugin-react';",
        `export default defineConfig({ plugins: [react()], logLevel: 'warn', build: { outDir: 'dist-all', rollupOptions: { input: ${JSON.stringify(inputs)} } } });`,
        '',
      ].join('\n'),
    );
    const [typed, built] = await Promise.all([
      step('tsc, all projects', this.root, 'node', [path.join(modules, 'typescript/bin/tsc'), '--noEmit', '-p', '.']),
      step('vite build, all entries', this.root, 'node', [path.join(modules, 'vite/bin/vite.js'), 'build']),
    ]);
    return { failures: [typed, built].filter((failure): failure is string => failure !== null), summary: seconds.join(', ') };
  }
}

const VITE_CHECKS: [string, string[]][] = [
  ['node', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
];

test.describe('Download project', () => {
  // The load-graph example names a file the site does not serve, on purpose: the download asks for it once and leaves it out.
  test.use({ allowedConsoleErrors: [/status of 404.*missing\.gexf/] });

  test("every example, an edited one and the playground's set-up download as Vite projects that installs, type-checks and builds", async ({
    page,
  }) => {
    // About 60 s on two idle cores (see the log line at the end); much more when the machine is shared.
    test.setTimeout(900_000);
    const started = Date.now();
    const catalog = await discoverExamples(siteDir);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'react-sigma-projects-'));
    const workspace = new ViteWorkspace(new CommandPool(2), root);
    let count = 0;

    for (const folder of catalog.examples) {
      await visit(page, `${BASE}${folder.route}`);
      for (const module of folder.modules) {
        const main = `${folder.id}/${module.file}`;
        const { zip, files } = await downloadProject(page, main, 'Vite + React');
        const manifest = await expectCompleteManifest(files);
        expect(zip).toBe(`${manifest.name}-vite.zip`);
        expect(Object.keys(files)).toEqual(
          expect.arrayContaining(['package.json', 'index.html', 'src/main.tsx', 'tsconfig.json', 'vite.config.ts', 'README.md']),
        );
        // The example's files, as the site shows them: the module and every helper it imports.
        for (const file of [main, ...module.helpers]) {
          const source = fs.readFileSync(path.join(siteDir, 'src/examples', file), 'utf8');
          expect(text(files, `src/${file}`), file).toBe(source);
        }
        expect(text(files, 'src/main.tsx')).toContain(`import Example from './${main.replace(/\.tsx$/, '')}';`);
        const dir = path.join(root, manifest.name);
        writeProject(dir, files);
        workspace.add(dir, manifest, files);
        count++;
      }
    }
    const downloaded = (Date.now() - started) / 1000;
    expect(count, 'one project per live example').toBe(catalog.examples.flatMap((folder) => folder.modules).length);

    // The dataset the load-graph example fetches travels with it, at the address the code uses outside the site.
    const dataset = JSON.parse(
      fs.readFileSync(path.join(root, 'react-sigma-load-graph-dataset/package.json'), 'utf8'),
    ) as Manifest;
    expect(dataset.dependencies).toHaveProperty(['graphology-gexf']);
    expect(fs.readFileSync(path.join(root, 'react-sigma-load-graph-dataset/public/data/les-miserables.gexf'))).toEqual(
      fs.readFileSync(path.join(buildDir, 'data/les-miserables.gexf')),
    );
    expect(fs.readFileSync(path.join(root, 'react-sigma-load-graph-dataset/src/_shared/data.ts'), 'utf8')).toContain(
      "createContext('/data/')",
    );

    // The reader's edit is what downloads: a colour changed in the editor.
    await visit(page, `${BASE}docs/example/load-graph`);
    const name = 'load-graph/GraphProp.tsx';
    // The editor comes with the live part, which loads once the example nears the viewport.
    await scrollTo(example(page, name));
    const editor = example(page, name).getByTestId('example-editor').locator('pre');
    await scrollTo(editor);
    await editor.click();
    const original = (await editor.innerText()).replace(/\n$/, '');
    expect(original).toContain("'#1c7ed6'");
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(original.replace("'#1c7ed6'", "'#ff0000'"));
    await page.keyboard.press('End');
    await expect(example(page, name).getByText('Edited: the graph runs your code.')).toBeVisible();
    const edited = await downloadProject(page, name, 'Vite + React');
    const editedManifest = await expectCompleteManifest(edited.files);
    expect(text(edited.files, 'src/load-graph/GraphProp.tsx')).toContain("'#ff0000'");
    expect(text(edited.files, 'src/load-graph/GraphProp.tsx')).not.toContain("'#1c7ed6'");
    const editedDir = path.join(root, 'edited', editedManifest.name);
    writeProject(editedDir, edited.files);
    workspace.add(editedDir, editedManifest, edited.files);

    // The playground's code panel downloads the set-up on screen, generator and helpers included.
    await visit(page, `${BASE}playground?generator=small-world&nodes=300&edges=900&seed=4&layout=circular`);
    const code = page.getByRole('region', { name: /^The code/ });
    await expect(code.getByRole('textbox', { name: 'Code of App.tsx (editable)' })).toContainText('small-world', {
      timeout: 30_000,
    });
    await code.getByRole('button', { name: 'Download project' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      code.getByRole('button', { name: 'Vite + React' }).click(),
    ]);
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const playground: Files = {};
    for (const [entry, bytes] of Object.entries(entries))
      if (!entry.endsWith('/')) playground[entry.replace(/^[^/]+\//, '')] = bytes;
    const playgroundManifest = await expectCompleteManifest(playground);
    expect(Object.keys(playground)).toEqual(expect.arrayContaining(['src/App.tsx', 'src/generators.ts', 'src/looks.ts']));
    expect(playgroundManifest.dependencies).toHaveProperty(['@react-sigma/layout-circular']);
    const playgroundDir = path.join(root, playgroundManifest.name);
    writeProject(playgroundDir, playground);
    workspace.add(playgroundDir, playgroundManifest, playground);

    const checked = await workspace.check();
    expect(checked.failures).toEqual([]);
    const bundled = fs.readdirSync(path.join(root, 'dist-all'), { recursive: true }).map(String);
    for (const project of fs.readdirSync(root).filter((entry) => entry.startsWith('react-sigma-'))) {
      expect(
        bundled.some((file) => path.basename(file).startsWith(`${project}-`) && file.endsWith('.js')),
        `${project} bundled`,
      ).toBe(true);
    }
    // The reader's edited project, on its own, as `npm run build` builds it: the edited colour is in its bundle.
    // Its node_modules is the shared install, which has every package its package.json names.
    const alone: string[] = [];
    // (Its code was type-checked with the others; its index.html and vite.config.ts are the template's.)
    for (const [command, args] of VITE_CHECKS.slice(1)) {
      const result = await new CommandPool(1).run(editedDir, command, args, ENV);
      expect(result.ok, result.report).toBe(true);
      alone.push(`${path.basename(args[0]!)} ${result.seconds.toFixed(0)} s`);
    }
    expect(fs.existsSync(path.join(editedDir, 'dist/index.html'))).toBe(true);
    const assets = path.join(editedDir, 'dist/assets');
    const bundles = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(bundles.some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('#ff0000'))).toBe(true);
    console.log(
      `Download project (Vite): ${count + 2} projects downloaded in ${downloaded.toFixed(0)} s, all checked ${((Date.now() - started) / 1000).toFixed(0)} s after the start (${checked.summary}; the edited one alone: ${alone.join(', ')})`,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });

  test("an example's Next.js project, with the FAQ's Next.js snippet beside it, installs and builds with next build", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const started = Date.now();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'react-sigma-next-'));
    await visit(page, `${BASE}docs/example/load-graph`);
    const { zip, files } = await downloadProject(page, 'load-graph/Dataset.tsx', 'Next.js App Router');
    const manifest = await expectCompleteManifest(files);
    expect(zip).toBe(`${manifest.name}-next.zip`);
    expect(manifest.dependencies.next).toBe(versions.next);
    expect(text(files, 'app/GraphClient.tsx')).toMatch(/^'use client';/);
    expect(text(files, 'app/GraphClient.tsx')).toContain("import('../src/load-graph/Dataset')");
    expect(text(files, 'app/GraphClient.tsx')).toContain('ssr: false');
    expect(files['public/data/les-miserables.gexf']).toBeDefined();
    const dir = path.join(root, manifest.name);
    writeProject(dir, files);
    // The FAQ's three files, as the FAQ shows them, at the path its titles give (app/network/).
    const faq = path.join(siteDir, 'src/snippets/faq/nextjs');
    fs.mkdirSync(path.join(dir, 'app/network'));
    for (const file of fs.readdirSync(faq)) fs.copyFileSync(path.join(faq, file), path.join(dir, 'app/network', file));

    const builds = new ProjectBuilds(new CommandPool(1), root);
    builds.add(dir, manifest, [['node', ['node_modules/next/dist/bin/next', 'build']]]);
    expect(await builds.failures()).toEqual([]);
    // Both pages were prerendered: the example's and the FAQ's.
    for (const route of ['index', 'network']) {
      expect(fs.existsSync(path.join(dir, '.next/server/app', `${route}.html`)), `${route}.html`).toBe(true);
    }
    console.log(`Download project (Next.js): ${((Date.now() - started) / 1000).toFixed(0)} s (${builds.summary()})`);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

test.describe('Download project, when the project cannot be made', () => {
  // The aborted request below is logged by the browser; it is the fault this test causes.
  test.use({ allowedConsoleErrors: [/ERR_FAILED \(.*\/data\/les-miserables\.gexf\)/] });

  test('says why next to the button, and the example keeps running', async ({ page }) => {
    await visit(page, `${BASE}docs/example/load-graph`);
    const name = 'load-graph/GraphProp.tsx';
    const section = example(page, name);
    await scrollTo(section.locator('[data-state]').first());
    const button = section.getByRole('button', { name: 'Download project' });
    await expect(button).toBeVisible({ timeout: LOAD_TIMEOUT });

    // The menu opens, and Escape closes it with the focus back on its button.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('button', { name: 'Next.js App Router' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(section.getByRole('button', { name: 'Next.js App Router' })).toBeHidden();
    await expect(button).toBeFocused();

    // An import of a package the site does not have cannot become a project.
    const editor = section.getByTestId('example-editor').locator('pre');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.insertText("import pad from 'left-pad';\n");
    await page.keyboard.press('End');
    await button.click();
    await section.getByRole('button', { name: 'Vite + React' }).click();
    // The first project made downloads the code that makes projects.
    await expect(section.getByRole('alert').filter({ hasText: 'The project could not be made' })).toContainText(
      'The code imports left-pad, which the site does not use',
      { timeout: LOAD_TIMEOUT },
    );
    await expect(page.locator('main')).toBeVisible();

    // A dataset that cannot be downloaded is named.
    const dataset = example(page, 'load-graph/Dataset.tsx');
    await scrollTo(dataset.locator('[data-state]').first());
    await expect(dataset.locator('[data-state="ready"]')).toBeVisible({ timeout: LOAD_TIMEOUT });
    await page.route('**/data/les-miserables.gexf', (route) => route.abort());
    await dataset.getByRole('button', { name: 'Download project' }).click();
    await dataset.getByRole('button', { name: 'Vite + React' }).click();
    await expect(dataset.getByRole('alert').filter({ hasText: 'The project could not be made' })).toContainText(
      `Could not download ${BASE}data/les-miserables.gexf, a file the example uses`,
    );
    await expect(dataset.locator('[data-state="ready"]')).toBeVisible();
  });
});
