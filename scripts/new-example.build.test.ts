import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { makeApiPages } from '../tests/support/apiPages';
import { DEFAULT_TOPIC, TOPICS } from '../plugins/shared/discoverExamples';

/**
 * `npm run new-example` in a scratch copy of the site (the working tree as
 * it is, with node_modules linked, not copied), then a production build of
 * that copy: the new example must be a page of the built site, in its
 * sitemap and its sidebar, with its graph, without any other file changed.
 * Slow (a whole build): a step of `npm test` of its own, not part of `npm run test:unit`.
 */
const siteDir = path.resolve(__dirname, '..');
const SLUG = 'scaffold-check';
const MODULE = 'ScaffoldCheck';
let scratch = '';
let written: string[] = [];

function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-build-'));
  // Tracked and new files, as they are in the working tree (not the last commit); ignored ones stay behind.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(siteDir, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(siteDir, file), path.join(dir, file));
  }
  // TypeDoc's pages, made in the working tree first (beforeAll): each package's folder holds the key of what it was
  // made from (plugins/typedoc-options-cache), so the copy's build uses them as a second build of the site would,
  // and so do the unit tests and the production build that `npm test` runs next.
  const api = path.join(siteDir, 'docs/api');
  for (const entry of fs.existsSync(api) ? fs.readdirSync(api, { withFileTypes: true }) : []) {
    if (entry.isDirectory()) fs.cpSync(path.join(api, entry.name), path.join(dir, 'docs/api', entry.name), { recursive: true });
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Runs a command in the copy, without blocking: a `spawnSync` of a minute-long build starves the
 * vitest worker's messages to its parent, which then fails the run ("Timeout calling onTaskUpdate").
 */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: scratch, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`;
        if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${scratch}:\n${output.slice(-4000)}`));
        else resolve(output);
      },
    );
  });
}

const built = (file: string) => fs.readFileSync(path.join(scratch, 'build', file), 'utf8');

/** Every file of the copy and its content (node_modules and build output left out). */
function snapshot(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const file = path.join(prefix, entry.name);
    if (['node_modules', 'build', '.docusaurus', '.cache'].includes(file)) continue;
    if (entry.isDirectory()) for (const [name, content] of snapshot(dir, file)) files.set(name, content);
    else files.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return files;
}

beforeAll(async () => {
  await makeApiPages();
  scratch = copySite();
  const before = snapshot(scratch);
  await run('npm', [
    'run',
    'new-example',
    '--',
    SLUG,
    '--title',
    'Scaffold check',
    '--description',
    'The example the scaffold writes, built.',
  ]);
  written = [...snapshot(scratch)].filter(([file, content]) => before.get(file) !== content).map(([file]) => file);
  await run('npx', ['docusaurus', 'build']);
}, 900_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('a new example, from `npm run new-example` to the built site', () => {
  it('touches only its folder, its page and its test', () => {
    expect(written.sort()).toEqual(
      [
        `docs/example/${SLUG}.mdx`,
        `src/examples/${SLUG}/${MODULE}.tsx`,
        `src/examples/${SLUG}/example.json`,
        `tests/e2e/examples/${SLUG}.spec.ts`,
      ].sort(),
    );
  });

  it('is a page of the sitemap, listed last under its topic (the default, the first) in the sidebar of every docs page', () => {
    const examples = `${site.baseUrl}docs/example/`;
    expect(built('sitemap.xml')).toContain(`${examples}${SLUG}</loc>`);
    const $ = load(built('docs/start-introduction.html'));
    // The Examples category's first heading is the default topic's, where a new example goes.
    const topic = $('nav[aria-label="Docs sidebar"] .menu__list-item-collapsible')
      .filter((_, item) => $(item).text().trim() === TOPICS[DEFAULT_TOPIC])
      .parent();
    expect(topic.length).toBe(1);
    const links = topic
      .find(`a[href^="${examples}"]`)
      .map((_, link) => ($(link).attr('href') ?? '').slice(examples.length).split('#')[0])
      .get();
    expect(links.at(-1)).toBe(SLUG);
    expect(links.filter((link) => link === SLUG)).toHaveLength(1);
  });

  it('shows its title, its description, and its example: the graph frame and the code that runs', () => {
    const html = built(`docs/example/${SLUG}.html`);
    const $ = load(html);
    expect($('h1').text()).toBe('Scaffold check');
    expect($('title').text()).toBe('Scaffold check | React Sigma');
    expect($('meta[name="description"]').attr('content')).toBe('The example the scaffold writes, built.');
    const example = $(`[data-example="${SLUG}/${MODULE}.tsx"]`);
    expect(example.attr('aria-label')).toBe('Live example: A first graph');
    // The frame the graph starts in, and the module's own code below it.
    expect(example.find('[data-state="loading"]').text()).toContain('Loading the graph…');
    const tabs = example.find('[role="tab"]');
    expect(tabs.first().text()).toBe(`${SLUG}/${MODULE}.tsx`);
    expect(example.find('[role="tabpanel"] code').text()).toContain(`export default function ${MODULE}`);
    // Its helpers are shown too.
    expect(tabs.map((_, tab) => $(tab).text()).get()).toContain('_shared/sampleGraph.ts');
  });
});
