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
import { CommandPool } from '../support/harness/commands';
import { LOAD_TIMEOUT } from '../support/limits';
import { buildDir, siteDir } from '../support/paths';

/**
 * "Download project", proved the way a reader would use it: each example's zip comes from its
 * button in the built site, is unzipped, installed from the npm registry, type-checked and built.
 *
 * What keeps this within its time budget: every project pins the same versions (the site's,
 * checked below), so one install of all their packages serves them all, Vite and Next.js alike:
 * the install is made in the folder that holds the projects, where Node, TypeScript, Vite and
 * Next.js find it by walking up, as in a monorepo. One TypeScript program type-checks every Vite
 * project's code with the projects' own tsconfig, and one Vite build bundles every Vite project's
 * entry. Two projects also build alone in their own folder, as `npm run build` would: the reader's
 * edited one (`vite build`) and the Next.js one (`next build`, which type-checks it). Every npm
 * command uses the user's npm cache, which the site's own `npm ci` has mostly filled, and
 * `--prefer-offline`.
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

/**
 * The downloaded projects, checked together (see the comment at the top): one install for all, the
 * Vite projects type-checked and bundled together, and the builds some run alone in their own folder.
 */
class Workspace {
  private readonly projects: { dir: string; manifest: Manifest }[] = [];
  private readonly vite: { dir: string; tsconfig: string }[] = [];
  private readonly alone: { label: string; dir: string; args: string[] }[] = [];

  constructor(
    private readonly pool: CommandPool,
    readonly root: string,
  ) {}

  /** A project, written to `dir` (inside the root, where it finds the shared install); `vite` ones are type-checked and bundled with the others. */
  add(dir: string, manifest: Manifest, files: Files, { vite }: { vite: boolean }): void {
    expect(path.relative(this.root, dir), `${dir} is inside ${this.root}`).not.toMatch(/^\.\./);
    writeProject(dir, files);
    this.projects.push({ dir, manifest });
    if (vite) this.vite.push({ dir, tsconfig: text(files, 'tsconfig.json') });
  }

  /** Also runs `args` (the path of a package's bin in node_modules, then its arguments) in the project's own folder. */
  buildAlone(label: string, dir: string, args: string[]): void {
    this.alone.push({ label, dir, args });
  }

  /** Installs, type-checks and builds; returns what failed, as readable reports, and where the time went. */
  async check(): Promise<{ failures: string[]; summary: string }> {
    const tsconfigs = new Set(this.vite.map((project) => project.tsconfig));
    expect(tsconfigs.size, 'every Vite project has the same tsconfig.json').toBe(1);
    const merge = (key: 'dependencies' | 'devDependencies') =>
      Object.assign({}, ...this.projects.map((project) => project.manifest[key])) as Record<string, string>;
    // Same name, other versions: would make the shared install wrong for one project.
    for (const { manifest } of this.projects) {
      for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
        expect(version, `${manifest.name}: ${name}`).toBe(versions[name]);
    }
    fs.writeFileSync(
      path.join(this.root, 'package.json'),
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
    const installed = await step('npm install', this.root, 'npm', ['install', ...NPM_FLAGS]);
    if (installed) return { failures: [installed], summary: seconds.join(', ') };
    const modules = path.join(this.root, 'node_modules');

    // The projects' own compiler options, over every Vite project's files.
    const relative = this.vite.map(({ dir }) => path.relative(this.root, dir));
    const tsconfig = JSON.parse([...tsconfigs][0]!) as { include: string[] };
    tsconfig.include = relative.flatMap((project) => tsconfig.include.map((entry) => `${project}/${entry}`));
    fs.writeFileSync(path.join(this.root, 'tsconfig.json'), JSON.stringify(tsconfig));
    // Every Vite project's entry (src/main.tsx renders its example), bundled in one build.
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
    // Queued together: the pool runs two at a time, the machine's two cores.
    const failures = await Promise.all([
      step('tsc, all Vite projects', this.root, 'node', [path.join(modules, 'typescript/bin/tsc'), '--noEmit', '-p', '.']),
      step('vite build, all Vite entries', this.root, 'node', [path.join(modules, 'vite/bin/vite.js'), 'build']),
      ...this.alone.map(({ label, dir, args }) => step(label, dir, 'node', [path.join(modules, args[0]!), ...args.slice(1)])),
    ]);
    return { failures: failures.filter((failure): failure is string => failure !== null), summary: seconds.join(', ') };
  }
}

test.describe('Download project', () => {
  // The load-graph example names a file the site does not serve, on purpose: the download asks for it once and leaves it out.
  test.use({ allowedConsoleErrors: [/status of 404.*missing\.gexf/] });

  test("every example, an edited one and the playground's set-up download as Vite projects, and an example as a Next.js project with the FAQ's snippet beside it, that install, type-check and build", async ({
    page,
  }) => {
    // Minutes, most of them in the browser (see the log line at the end); many more when the machine is shared.
    test.setTimeout(900_000);
    const started = Date.now();
    const catalog = await discoverExamples(siteDir);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'react-sigma-projects-'));
    const workspace = new Workspace(new CommandPool(2), root);
    let count = 0;
    let nextDir = '';
    let editedDir = '';

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
        workspace.add(path.join(root, manifest.name), manifest, files, { vite: true });
        count++;
      }
      // The load-graph page, already open, also gives the Next.js project and the reader's edited one.
      if (folder.id === 'load-graph') {
        await test.step("the Next.js project, with the FAQ's Next.js snippet beside it", async () => {
          const { zip, files } = await downloadProject(page, 'load-graph/Dataset.tsx', 'Next.js App Router');
          const manifest = await expectCompleteManifest(files);
          expect(zip).toBe(`${manifest.name}-next.zip`);
          expect(manifest.dependencies.next).toBe(versions.next);
          expect(text(files, 'app/GraphClient.tsx')).toMatch(/^'use client';/);
          expect(text(files, 'app/GraphClient.tsx')).toContain("import('../src/load-graph/Dataset')");
          expect(text(files, 'app/GraphClient.tsx')).toContain('ssr: false');
          expect(files['public/data/les-miserables.gexf']).toBeDefined();
          // The FAQ's three files, as the FAQ shows them, at the path its titles give (app/network/).
          expect(Object.keys(files).filter((file) => file.startsWith('app/network/'))).toEqual([]);
          const faq = path.join(siteDir, 'src/snippets/faq/nextjs');
          for (const file of fs.readdirSync(faq)) files[`app/network/${file}`] = fs.readFileSync(path.join(faq, file));
          nextDir = path.join(root, 'next', manifest.name);
          workspace.add(nextDir, manifest, files, { vite: false });
          workspace.buildAlone('next build', nextDir, ['next/dist/bin/next', 'build']);
        });
        await test.step("the reader's edit is what downloads: a colour changed in the editor", async () => {
          const name = 'load-graph/GraphProp.tsx';
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
          const manifest = await expectCompleteManifest(edited.files);
          expect(text(edited.files, 'src/load-graph/GraphProp.tsx')).toContain("'#ff0000'");
          expect(text(edited.files, 'src/load-graph/GraphProp.tsx')).not.toContain("'#1c7ed6'");
          // Type-checked with the others; built alone too, as `npm run build` builds it, with the template's
          // index.html and vite.config.ts.
          editedDir = path.join(root, 'edited', manifest.name);
          workspace.add(editedDir, manifest, edited.files, { vite: true });
          workspace.buildAlone('vite build, the edited one alone', editedDir, [
            'vite/bin/vite.js',
            'build',
            '--logLevel',
            'warn',
          ]);
        });
      }
    }
    const downloaded = (Date.now() - started) / 1000;
    expect(count, 'one project per live example').toBe(catalog.examples.flatMap((folder) => folder.modules).length);
    expect(nextDir && editedDir, 'the load-graph page gave the Next.js and the edited projects').toBeTruthy();

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
    workspace.add(path.join(root, playgroundManifest.name), playgroundManifest, playground, { vite: true });

    const checked = await workspace.check();
    expect(checked.failures).toEqual([]);
    const bundled = fs.readdirSync(path.join(root, 'dist-all'), { recursive: true }).map(String);
    for (const project of fs.readdirSync(root).filter((entry) => entry.startsWith('react-sigma-'))) {
      expect(
        bundled.some((file) => path.basename(file).startsWith(`${project}-`) && file.endsWith('.js')),
        `${project} bundled`,
      ).toBe(true);
    }
    // The reader's edited project, built on its own: the edited colour is in its bundle.
    expect(fs.existsSync(path.join(editedDir, 'dist/index.html'))).toBe(true);
    const assets = path.join(editedDir, 'dist/assets');
    const bundles = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(bundles.some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('#ff0000'))).toBe(true);
    // The Next.js project's pages were both prerendered: the example's and the FAQ's.
    for (const route of ['index', 'network']) {
      expect(fs.existsSync(path.join(nextDir, '.next/server/app', `${route}.html`)), `${route}.html`).toBe(true);
    }
    console.log(
      `Download project: ${count + 3} projects downloaded in ${downloaded.toFixed(0)} s, all checked ${((Date.now() - started) / 1000).toFixed(0)} s after the start (${checked.summary})`,
    );
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
