import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { decompressFromBase64 } from 'lz-string';
import type { Locator, Page } from '@playwright/test';
import { site } from '../../config/site';
import { readProjectVersions } from '../../config/versions';
import type { ExampleDefinition } from '../../plugins/examples/types';
import { discoverExamples } from '../../plugins/shared/discoverExamples';
import type { ExampleCatalog, ExampleModule } from '../../plugins/shared/exampleTypes';
import { exampleSpec } from '../../src/live/project/fromExample';
import { projectFiles } from '../../src/live/project/projectFiles';
import type { ProjectTemplate } from '../../src/live/project/types';
import { packageName, readModule } from '../../src/utils/moduleImports';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, scrollTo } from '../support/graph';
import { CommandPool } from '../support/harness/commands';
import { LOAD_TIMEOUT } from '../support/limits';
import { buildDir, siteDir } from '../support/paths';

/**
 * "Download project", proved the way a reader would use it: every example's project is installed
 * from the npm registry, type-checked and built. The projects of a sample come from their button in
 * the built site, as a zip; those of every example are made in Node by the code the button runs
 * (src/live/project/: `exampleSpec`, then `projectFiles`, functions of the example's files), and
 * the sample's downloads must hold the very files Node made for them. The sample: one example of
 * each section that has pages (examples, guides), the load-graph example (it also downloads a
 * dataset), a reader's edit of an example, its Next.js project and the playground's set-up. The
 * examples of the API pages (section "api") are made in Node, like the others beyond the sample.
 *
 * What keeps this within its time budget: the browser visits three pages; every project pins the
 * same versions (the site's, checked below), so one install of all their packages serves them all,
 * Vite and Next.js alike, and starts while the browser downloads:
 * the install is made in the folder that holds the projects, where Node, TypeScript, Vite and
 * Next.js find it by walking up, as in a monorepo. One TypeScript program type-checks every Vite
 * project's code, each file once, with the projects' own tsconfig, and one Vite build bundles every Vite project's
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

/** What a new tab asked for: its address, method and form fields. */
interface Sent {
  url: string;
  method: string;
  fields: URLSearchParams;
}

/**
 * Clicks `control` (a menu item or a link that opens a new tab on `host`) and returns the request of that
 * tab's page. Every request to the host is answered here by a small page: nothing leaves the machine.
 */
async function sentTo(page: Page, host: string, click: () => Promise<void>): Promise<Sent> {
  const context = page.context();
  const pattern = `https://${host}/**`;
  const sent: Sent[] = [];
  await context.route(pattern, async (route) => {
    const request = route.request();
    if (request.isNavigationRequest())
      sent.push({ url: request.url(), method: request.method(), fields: new URLSearchParams(request.postData() ?? '') });
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>${host}</title><p>Intercepted.</p></html>`,
    });
  });
  try {
    const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
    await tab.waitForLoadState();
    await expect.poll(() => sent.length, { message: `the new tab asked ${host} for its page` }).toBe(1);
    await tab.close();
  } finally {
    await context.unroute(pattern);
  }
  return sent[0]!;
}

/**
 * Opens `scope`'s "Open online" menu, picks the service and returns the project's files as the service
 * gets them: StackBlitz's form fields `project[files][<path>]` (a form sends line breaks as CRLF, which
 * are turned back into LF here), CodeSandbox's `parameters` decoded as its docs do.
 */
async function openedOnline(
  page: Page,
  scope: Locator,
  service: 'StackBlitz' | 'CodeSandbox',
): Promise<{ sent: Sent; files: Record<string, string> }> {
  await scope.getByRole('button', { name: 'Open online' }).click();
  const host = service === 'StackBlitz' ? 'stackblitz.com' : 'codesandbox.io';
  const sent = await sentTo(page, host, () => scope.getByRole('button', { name: `Open in ${service}` }).click());
  expect(sent.method, `${service}: a form POST`).toBe('POST');
  const files: Record<string, string> = {};
  if (service === 'StackBlitz') {
    expect(sent.url).toMatch(/^https:\/\/stackblitz\.com\/run\?file=src%2F/);
    expect(sent.fields.get('project[template]')).toBe('node');
    for (const [name, value] of sent.fields)
      if (name.startsWith('project[files][')) files[name.slice('project[files]['.length, -1)] = value.replace(/\r\n/g, '\n');
  } else {
    expect(sent.url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const parameters = sent.fields.get('parameters') ?? '';
    const decoded = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))) as {
      files: Record<string, { content: string }>;
    };
    for (const [file, { content }] of Object.entries(decoded.files)) files[file] = content;
  }
  return { sent, files };
}

/** A project's files as text, for comparison with what a service got. */
const texts = (files: Files) =>
  Object.fromEntries(Object.entries(files).map(([file, bytes]) => [file, new TextDecoder().decode(bytes)]));

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
  private readonly vite: { dir: string; tsconfig: string; files: Files }[] = [];
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
    if (vite) this.vite.push({ dir, tsconfig: text(files, 'tsconfig.json'), files });
  }

  /** Also runs `args` (the path of a package's bin in node_modules, then its arguments) in the project's own folder. */
  buildAlone(label: string, dir: string, args: string[]): void {
    this.alone.push({ label, dir, args });
  }

  private readonly seconds: string[] = [];
  private installed = new Set<string>();

  private async step(label: string, cwd: string, command: string, args: string[]): Promise<string | null> {
    const result = await this.pool.run(cwd, command, args, ENV);
    this.seconds.push(`${label} ${result.seconds.toFixed(0)} s`);
    return result.ok ? null : `${label}: ${result.report}`;
  }

  /** Installs every package the projects added so far name, in the root; resolves to what failed, if it did. */
  install(more: Manifest[] = [], label = 'npm install'): Promise<string | null> {
    const merge = (key: 'dependencies' | 'devDependencies') =>
      Object.assign(
        {},
        ...[...this.projects.map((project) => project.manifest), ...more].map((manifest) => manifest[key]),
      ) as Record<string, string>;
    // Same name, other versions: would make the shared install wrong for one project.
    for (const manifest of [...this.projects.map((project) => project.manifest), ...more]) {
      for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
        expect(version, `${manifest.name}: ${name}`).toBe(versions[name]);
    }
    const manifest = { dependencies: merge('dependencies'), devDependencies: merge('devDependencies') };
    this.installed = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    fs.writeFileSync(path.join(this.root, 'package.json'), JSON.stringify({ name: 'all-projects', private: true, ...manifest }));
    return this.step(label, this.root, 'npm', ['install', ...NPM_FLAGS]);
  }

  /**
   * Once `installing` (the install started early) is done, installs what the projects added since
   * name, if any; then type-checks and builds. Returns what failed, as readable reports, and where
   * the time went.
   */
  async check(installing: Promise<string | null>): Promise<{ failures: string[]; summary: string }> {
    const tsconfigs = new Set(this.vite.map((project) => project.tsconfig));
    expect(tsconfigs.size, 'every Vite project has the same tsconfig.json').toBe(1);
    const seconds = this.seconds;
    const step = this.step.bind(this);
    let installed = await installing;
    const names = this.projects.flatMap(({ manifest }) => [
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ]);
    if (!installed && names.some((name) => !this.installed.has(name)))
      installed = await this.install([], 'npm install, the rest');
    if (installed) return { failures: [installed], summary: seconds.join(', ') };
    const modules = path.join(this.root, 'node_modules');

    // The projects' own compiler options, over every Vite project's code, each file once (`mergedTrees`).
    const relative = this.vite.map(({ dir }) => path.relative(this.root, dir));
    const tsconfig = JSON.parse([...tsconfigs][0]!) as { include: string[] };
    const trees = mergedTrees(
      this.vite.map(({ dir, files }) => ({ name: path.relative(this.root, dir).replaceAll('/', '-'), files })),
      tsconfig.include,
    );
    trees.forEach((tree, index) => writeProject(path.join(this.root, 'typecheck', String(index)), Object.fromEntries(tree)));
    tsconfig.include = trees.flatMap((_, index) => tsconfig.include.map((entry) => `typecheck/${index}/${entry}`));
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
    // Queued together: the pool runs two at a time, the machine's two cores. The builds alone first (the
    // Next.js one is the longest), so that the shorter ones fill in beside them.
    const failures = await Promise.all([
      ...this.alone.map(({ label, dir, args }) => step(label, dir, 'node', [path.join(modules, args[0]!), ...args.slice(1)])),
      step('tsc, all Vite projects', this.root, 'node', [path.join(modules, 'typescript/bin/tsc'), '--noEmit', '-p', '.']),
      step('vite build, all Vite entries', this.root, 'node', [path.join(modules, 'vite/bin/vite.js'), 'build']),
    ]);
    return { failures: failures.filter((failure): failure is string => failure !== null), summary: seconds.join(', ') };
  }
}

/**
 * The Vite projects' code (the files their tsconfig.json includes), each file once, for one TypeScript
 * program: merged into as few trees as their contents allow, a path that two projects hold with
 * different contents (the reader's edited example) going to another tree, and each project's
 * src/main.tsx renamed src/main-<project>.tsx, beside the example it imports. A file keeps the folders
 * around it and the install above it, so it type-checks as in its own project: the 68 projects are two
 * trees, and tsc took 8.5 s over them instead of 13.5 s over the projects.
 */
function mergedTrees(projects: { name: string; files: Files }[], include: string[]): Map<string, Uint8Array>[] {
  const included = (file: string) => include.some((entry) => file === entry || file.startsWith(`${entry}/`));
  const trees: Map<string, Uint8Array>[] = [];
  for (const { name, files } of projects) {
    const code = Object.entries(files)
      .filter(([file]) => included(file))
      .map(([file, bytes]) => [file === 'src/main.tsx' ? `src/main-${name}.tsx` : file, bytes] as const);
    const fits = (tree: Map<string, Uint8Array>) =>
      code.every(([file, bytes]) => !tree.has(file) || Buffer.compare(tree.get(file)!, bytes) === 0);
    let tree = trees.find(fits);
    if (!tree) trees.push((tree = new Map()));
    for (const [file, bytes] of code) tree.set(file, bytes);
  }
  return trees;
}

type Folder = ExampleCatalog['examples'][number];

/** What the button's `fetch` gets for a file of the site: the built file, or a 404 for a file the site does not serve. */
function servedFile(url: string): Promise<Response> {
  const file = path.join(buildDir, url.slice(BASE.length));
  return Promise.resolve(
    fs.existsSync(file) ? new Response(new Uint8Array(fs.readFileSync(file))) : new Response('', { status: 404 }),
  );
}

/**
 * The project of a live example, made in Node by the code the page's button runs, from the example's
 * files in src/examples/ (the texts the site bundles for its editor and tabs). `page`: the title and
 * address the page gives it, for a project compared with its download.
 */
async function madeProject(
  folder: Folder,
  module: ExampleModule,
  template: ProjectTemplate,
  page: { title: string; homepage?: string } = { title: `${folder.meta.title}: ${module.name}` },
): Promise<Files> {
  const read = (name: string) => ({ name, source: fs.readFileSync(path.join(siteDir, 'src/examples', name), 'utf8') });
  const main = read(`${folder.id}/${module.file}`);
  const example: ExampleDefinition = {
    main,
    files: module.helpers.map((name) => ({ name, load: () => Promise.resolve(read(name).source) })),
    height: folder.meta.height ?? 0,
    api: [],
    load: () => Promise.reject(new Error('not run in Node')),
  };
  const spec = await exampleSpec({ example, code: main.source, baseUrl: BASE, fetchFile: servedFile, ...page });
  const files: Files = {};
  for (const [file, content] of Object.entries(projectFiles(spec, template, versions)))
    files[file] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return files;
}

/** The example's files, as the site shows them: the module and every helper it imports. */
function expectExampleFiles(files: Files, folder: Folder, module: ExampleModule): void {
  const main = `${folder.id}/${module.file}`;
  for (const file of [main, ...module.helpers]) {
    const source = fs.readFileSync(path.join(siteDir, 'src/examples', file), 'utf8');
    expect(text(files, `src/${file}`), file).toBe(source);
  }
}

/** The files of a project as one comparable value: binary files (datasets) by their bytes. */
const comparable = (files: Files) =>
  Object.fromEntries(Object.entries(files).map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')]));

test.describe('Download project', () => {
  // The load-graph example names a file the site does not serve, on purpose: the download asks for it once and leaves it out.
  test.use({ allowedConsoleErrors: [/status of 404.*missing\.gexf/] });

  test("every example's project, a reader's edit of one and the playground's set-up install, type-check and build with Vite, an example with Next.js beside the FAQ's snippet; a sample of them downloads from the site's buttons", async ({
    page,
  }) => {
    // Minutes, most of them in npm, tsc, Vite and Next.js (see the log line at the end); more when the machine is shared.
    test.setTimeout(600_000);
    const started = Date.now();
    const catalog = await discoverExamples(siteDir);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'react-sigma-projects-'));
    const workspace = new Workspace(new CommandPool(2), root);
    const modules = catalog.examples.flatMap((folder) => folder.modules.map((module) => ({ folder, module })));

    // Every example, made in Node as its button makes it.
    for (const { folder, module } of modules) {
      const files = await madeProject(folder, module, 'vite');
      const manifest = await expectCompleteManifest(files);
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['package.json', 'index.html', 'src/main.tsx', 'tsconfig.json', 'vite.config.ts', 'README.md']),
      );
      expectExampleFiles(files, folder, module);
      expect(text(files, 'src/main.tsx')).toContain(`import Example from './${folder.id}/${module.name}';`);
      workspace.add(path.join(root, manifest.name), manifest, files, { vite: true });
    }
    expect(new Set(fs.readdirSync(root)).size, 'one project per live example, each its own name').toBe(modules.length);
    // The install starts now, with the Next.js template's tools too; the downloads below add what it lacks.
    const loadGraph = catalog.examples.find((folder) => folder.id === 'load-graph');
    const dataset = loadGraph?.modules.find((module) => module.name === 'Dataset');
    if (!loadGraph || !dataset) throw new Error('the sample needs the load-graph example and its Dataset module');
    const nextTools = JSON.parse(text(await madeProject(loadGraph, dataset, 'next'), 'package.json')) as Manifest;
    const installing = workspace.install([nextTools]);

    // The sample, through the site's buttons: the first example of each section with pages, and the load-graph
    // one (the first example; it also downloads a dataset).
    const sample = ['examples', 'guides'].map((section) => {
      const folder = catalog.examples.find((each) => (each.meta.section ?? 'examples') === section);
      if (!folder) throw new Error(`no example folder in the section ${section}`);
      return folder;
    });
    expect(sample[0], 'the first example is load-graph').toBe(loadGraph);
    let nextDir = '';
    let editedDir = '';
    for (const folder of sample) {
      await visit(page, `${BASE}${folder.route}`);
      const module = folder === loadGraph ? dataset : folder.modules[0]!;
      await test.step(`${folder.id}/${module.file} downloads the project Node makes`, async () => {
        const { zip, files } = await downloadProject(page, `${folder.id}/${module.file}`, 'Vite + React');
        const manifest = await expectCompleteManifest(files);
        expect(zip).toBe(`${manifest.name}-vite.zip`);
        expectExampleFiles(files, folder, module);
        // Made in Node with the title and address the page gives it (its README's heading, the page's URL).
        const title = text(files, 'README.md').split('\n')[0]!.replace(/^# /, '');
        const homepage = page.url().replace(/[#?].*$/, '');
        expect(comparable(files)).toEqual(comparable(await madeProject(folder, module, 'vite', { title, homepage })));
      });
      if (folder !== loadGraph) continue;
      // The load-graph page, open, also gives the Next.js project and the reader's edited one.
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
        // Its editor comes with the live example, which starts once its frame is in view.
        await scrollTo(example(page, name).locator('[data-state]').first());
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
        // Open online sends the same project, edit included, to StackBlitz and to CodeSandbox.
        const section = example(page, name);
        const stackblitz = await openedOnline(page, section, 'StackBlitz');
        expect(stackblitz.files).toEqual(texts(edited.files));
        expect(stackblitz.sent.fields.get('project[title]')).toBe(
          text(edited.files, 'README.md').split('\n')[0]!.replace(/^# /, ''),
        );
        const codesandbox = await openedOnline(page, section, 'CodeSandbox');
        expect(codesandbox.files).toEqual(texts(edited.files));
        // Report a problem: a new issue on the repository, with the versions, the page and the code as edited.
        const report = await sentTo(page, 'github.com', () => section.getByRole('link', { name: 'Report a problem' }).click());
        expect(report.url.startsWith(`${site.repository}/issues/new?`)).toBe(true);
        const issue = new URL(report.url).searchParams;
        expect(issue.get('title')).toContain('load-graph/GraphProp.tsx');
        const body = issue.get('body') ?? '';
        expect(body).toContain(`- Page: ${page.url()}`);
        for (const pkg of ['@react-sigma/core', 'sigma', 'graphology', 'react'])
          expect(body).toContain(`- ${pkg} ${versions[pkg]}\n`);
        expect(body).toContain(
          `### The code, as I edited it\n\n\`\`\`tsx\n${text(edited.files, 'src/load-graph/GraphProp.tsx')}`,
        );
        expect(body).not.toContain('### Error shown in the frame');
        // Type-checked with the others; built alone too, as `npm run build` builds it, with the template's
        // index.html and vite.config.ts: the files StackBlitz got, the same as the download's.
        editedDir = path.join(root, 'edited', manifest.name);
        const sentFiles: Files = Object.fromEntries(
          Object.entries(stackblitz.files).map(([file, content]) => [file, new TextEncoder().encode(content)]),
        );
        workspace.add(editedDir, manifest, sentFiles, { vite: true });
        workspace.buildAlone('vite build, the edited one alone', editedDir, ['vite/bin/vite.js', 'build', '--logLevel', 'warn']);
      });
    }
    expect(nextDir && editedDir, 'the load-graph page gave the Next.js and the edited projects').toBeTruthy();

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
    // Open online sends the same files.
    expect((await openedOnline(page, code, 'StackBlitz')).files).toEqual(texts(playground));
    expect(Object.keys(playground)).toEqual(expect.arrayContaining(['src/App.tsx', 'src/generators.ts', 'src/looks.ts']));
    expect(playgroundManifest.dependencies).toHaveProperty(['@react-sigma/layout-circular']);
    workspace.add(path.join(root, playgroundManifest.name), playgroundManifest, playground, { vite: true });
    const downloaded = (Date.now() - started) / 1000;

    // The dataset the load-graph example fetches travels with it, at the address the code uses outside the site.
    const datasetDir = path.join(root, 'react-sigma-load-graph-dataset');
    expect((JSON.parse(fs.readFileSync(path.join(datasetDir, 'package.json'), 'utf8')) as Manifest).dependencies).toHaveProperty([
      'graphology-gexf',
    ]);
    expect(fs.readFileSync(path.join(datasetDir, 'public/data/les-miserables.gexf'))).toEqual(
      fs.readFileSync(path.join(buildDir, 'data/les-miserables.gexf')),
    );
    expect(fs.readFileSync(path.join(datasetDir, 'src/_shared/data.ts'), 'utf8')).toContain("createContext('/data/')");

    const checked = await workspace.check(installing);
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
      `Download project: ${modules.length} projects made in Node, ${sample.length + 3} downloaded, ${downloaded.toFixed(0)} s; all checked ${((Date.now() - started) / 1000).toFixed(0)} s after the start (${checked.summary})`,
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
    // Report a problem carries the error the frame shows, and the code as edited: code that throws as it loads.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.insertText("throw new Error('Broken on purpose');\n");
    await page.keyboard.press('End');
    const frameError = section.locator('[data-state="error"] [role="alert"]');
    await expect(frameError).toContainText('Broken on purpose', { timeout: LOAD_TIMEOUT });
    const report = await sentTo(page, 'github.com', () => section.getByRole('link', { name: 'Report a problem' }).click());
    const body = new URL(report.url).searchParams.get('body') ?? '';
    expect(body).toContain(`### Error shown in the frame\n\n\`\`\`\n${await frameError.locator('strong').innerText()}\n`);
    expect(body).toContain(await frameError.locator('pre').innerText());
    expect(body).toContain("throw new Error('Broken on purpose');\nimport pad from 'left-pad';");
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
