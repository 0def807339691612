/**
 * API pages and examples link to each other. For every import of an
 * `@react-sigma/*` symbol in src/examples and src/snippets (read here with the
 * site's import reader, not taken from the plugin that writes the links), the
 * built API page of the symbol links to the heading the code sits under, and
 * an example links back to the API page. Checked over every built file, then
 * followed in the browser on a sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { apiPackages } from '../../config/apiPackages';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { readImportedNames } from '../../src/utils/moduleImports';
import { BASE, expect, test, visit } from '../support/fixtures';
import { buildDir, siteDir } from '../support/paths';

const parsed = new Map<string, cheerio.CheerioAPI>();
/** A built page, parsed once. */
function html(route: string): cheerio.CheerioAPI {
  let page = parsed.get(route);
  if (!page) {
    page = cheerio.load(fs.readFileSync(path.join(buildDir, `${route}.html`), 'utf8'));
    parsed.set(route, page);
  }
  return page;
}

/** The built API page of `name` in `pkg`, as a route under the base URL: `docs/api/core/functions/SigmaContainer`. */
function apiRoute(pkg: string, name: string): string {
  const id = apiPackages.find((item) => item.name === pkg)!.id;
  const dir = path.join(buildDir, 'docs/api', id);
  const folder = fs.readdirSync(dir).find((entry) => fs.existsSync(path.join(dir, entry, `${name}.html`)));
  if (!folder) throw new Error(`${pkg} ${name} has no API page in ${path.relative(siteDir, buildDir)}/docs/api/${id}/`);
  return `docs/api/${id}/${folder}/${name}`;
}

/** The links of an API page's "Used in the docs" list. */
function usedIn(route: string): string[] {
  const $ = html(route);
  return $('h2#used-in-the-docs')
    .nextAll('ul')
    .first()
    .find('a')
    .map((_index, link) => $(link).attr('href') ?? '')
    .get();
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(file) : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

async function reactSigmaImports(file: string): Promise<{ pkg: string; name: string }[]> {
  const names = await readImportedNames(fs.readFileSync(path.join(siteDir, file), 'utf8'), { fileName: file });
  return Object.entries(names)
    .filter(([specifier]) => apiPackages.some((pkg) => pkg.name === specifier))
    .flatMap(([pkg, list]) => list.map((name) => ({ pkg, name })));
}

test('every @react-sigma import of an example or a guide snippet: its API page links to it, and the example back', async () => {
  test.setTimeout(60_000);
  let checked = 0;
  for (const example of listExamples(siteDir)) {
    const page = html(example.route);
    for (const file of example.files) {
      const section = page(`[data-example="${example.id}/${file}"]`);
      expect(section, `${example.id}/${file} on its page`).toHaveLength(1);
      const heading = section.prevAll('h2').first().attr('id');
      expect(heading, `the heading above ${example.id}/${file}`).toBeTruthy();
      for (const { pkg, name } of await reactSigmaImports(`src/examples/${example.id}/${file}`)) {
        const api = apiRoute(pkg, name);
        expect(usedIn(api), `${api} links to ${example.id}/${file}`).toContain(`${BASE}${example.route}#${heading}`);
        expect(section.find(`a[href="${BASE}${api}"]`).length, `${example.id}/${file} links to ${api}`).toBe(1);
        checked += 1;
      }
    }
  }
  const pages = fs.readdirSync(path.join(siteDir, 'docs'), { recursive: true }).map(String);
  const mdx = pages
    .filter((page) => page.endsWith('.mdx'))
    .map((page) => [page, fs.readFileSync(path.join(siteDir, 'docs', page), 'utf8')]);
  // The API pages' own code: a function's live example (src/examples/api-*), a type's snippet (src/snippets/types).
  const ownCode = [
    ...listExamples(siteDir, { api: true })
      .filter((example) => example.meta.section === 'api')
      .flatMap((example) =>
        example.files.map((file) => ({
          file: `src/examples/${example.id}/${file}`,
          pkgId: example.id.slice('api-'.length),
          anchor: 'live-example',
        })),
      ),
    ...filesUnder('src/snippets/types').map((file) => ({ file, pkgId: file.split('/')[3]!, anchor: 'usage' })),
  ];
  for (const { file, pkgId, anchor } of ownCode) {
    const name = path.basename(file).replace(/\.tsx?$/, '');
    const own = apiRoute(apiPackages.find((pkg) => pkg.id === pkgId)!.name, name);
    const $ = html(own);
    expect($(`h2#${anchor}`), `${own} shows ${file}`).toHaveLength(1);
    expect($(`h2#${anchor}`).nextAll().find('pre code').first().text().replace(/\s+/g, ''), `${own} shows ${file}`).toBe(
      fs.readFileSync(path.join(siteDir, file), 'utf8').replace(/\s+/g, ''),
    );
    for (const { pkg, name: imported } of await reactSigmaImports(file)) {
      const api = apiRoute(pkg, imported);
      if (api !== own) expect(usedIn(api), `${api} links to ${file}`).toContain(`${BASE}${own}#${anchor}`);
      checked += 1;
    }
  }
  for (const file of filesUnder('src/snippets')) {
    const imports = await reactSigmaImports(file);
    if (!imports.length || file.startsWith('src/snippets/types/')) continue;
    const shownOn = mdx
      .filter(([, text]) => text!.includes(`!!raw-loader!@site/${file}'`))
      .map(([page]) => `docs/${page!.replace(/\.mdx$/, '')}`);
    expect(shownOn, `the pages that show ${file}`).not.toEqual([]);
    for (const { pkg, name } of imports) {
      const api = apiRoute(pkg, name);
      const links = usedIn(api);
      const link = links.find((href) => shownOn.some((route) => href.startsWith(`${BASE}${route}#`)));
      expect(link, `${api} links to a page showing ${file} (it links to ${links.join(', ')})`).toBeDefined();
      const [route, anchor] = link!.slice(BASE.length).split('#');
      expect(html(route!)(`#${anchor}`).is('h2, h3'), `${link} is a heading`).toBe(true);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(50);
});

test('every documented symbol is shown by some code: its page says when only its own example shows it (no blind spots)', () => {
  const blindSpots: string[] = [];
  for (const pkg of apiPackages) {
    const dir = path.join(buildDir, 'docs/api', pkg.id);
    for (const folder of fs.readdirSync(dir).filter((entry) => fs.statSync(path.join(dir, entry)).isDirectory())) {
      for (const page of fs.readdirSync(path.join(dir, folder)).filter((entry) => entry.endsWith('.html'))) {
        const route = `docs/api/${pkg.id}/${folder}/${page.replace(/\.html$/, '')}`;
        const $ = html(route);
        expect($('h2#used-in-the-docs'), route).toHaveLength(1);
        if (usedIn(route).length) continue;
        const line = $('h2#used-in-the-docs').next('p').text();
        // Its own page's example (a live example, or a type's snippet) is the only code that shows it.
        const ownExample = $('h2#live-example, h2#usage').length === 1;
        expect(line, route).toMatch(
          ownExample ? /^No other page shows .+ yet: the example above is the one\.$/ : /^No example or guide shows .+ yet\.$/,
        );
        if (!ownExample) blindSpots.push(`${pkg.name} ${page.replace(/\.html$/, '')}`);
      }
    }
  }
  // Printed for the record: each is a symbol a reader finds no example of.
  console.log(`API symbols no example or guide uses (${blindSpots.length}):\n  ${blindSpots.join('\n  ')}`);
  test.info().annotations.push({ type: 'blind spots', description: blindSpots.join(', ') });
  // Every function runs on its page (src/examples/api-*), every type has a snippet (src/snippets/types).
  expect(blindSpots).toEqual([]);
});

test('from an API page to the example that uses it, and back', async ({ page }) => {
  await visit(page, `${BASE}docs/api/core/functions/useLoadGraph`);
  const usedInList = page.locator('h2#used-in-the-docs + ul');
  // A line per page, its sections as links.
  await usedInList
    .getByRole('listitem')
    .filter({ hasText: 'Example: Load a graph › ' })
    .getByRole('link', { name: 'Loading from a child with useLoadGraph', exact: true })
    .click();
  await expect(page).toHaveURL(`${BASE}docs/example/load-graph#loading-from-a-child-with-useloadgraph`);
  await expect(page.getByRole('heading', { level: 2, name: 'Loading from a child with useLoadGraph' })).toBeInViewport();

  const example = page.getByRole('region', { name: 'Live example: Loading from a child with useLoadGraph' });
  const apiList = example.getByRole('list', { name: 'API used:' });
  await expect(apiList.getByRole('link')).toHaveText(['SigmaContainer', 'useLoadGraph']);
  // The chips stand in one row, their tops level.
  const tops = await apiList.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(Math.max(...tops) - Math.min(...tops), `the chips' tops: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
  // The frame's actions, with a mouse: over WCAG 2.2's 24 × 24 px, and compact (the touch size is for touch screens).
  // Read once the frame has settled: the live example replaces the server-rendered toolbar, and a box read during
  // the swap is empty.
  const sizeProblems = async () => {
    const actions = await example
      .getByRole('button', { name: /^(Copy|Reset|Download project)$/ })
      .evaluateAll((buttons) => buttons.map((button) => [button.textContent, button.getBoundingClientRect().toJSON()] as const));
    const problems =
      actions.map(([name]) => name).join(',') === 'Copy,Reset,Download project'
        ? []
        : [`actions: ${actions.map(([name]) => name).join(', ')}`];
    for (const [name, box] of actions) {
      if (box.width < 24) problems.push(`${name} width ${box.width}`);
      if (box.height < 24 || box.height >= 36) problems.push(`${name} height ${box.height}`);
    }
    return problems;
  };
  await expect.poll(sizeProblems, { message: "the frame's actions: 24 px or more, under 36 px tall" }).toEqual([]);
  await apiList.getByRole('link', { name: 'useLoadGraph' }).click();
  await expect(page).toHaveURL(`${BASE}docs/api/core/functions/useLoadGraph`);
  await expect(page.locator('h1')).toHaveText('useLoadGraph()');
});

test('from an API page to the guide section that shows it', async ({ page }) => {
  await visit(page, `${BASE}docs/api/core/functions/useFullScreen`);
  await page
    .locator('h2#used-in-the-docs + ul')
    .getByRole('listitem')
    .filter({ hasText: 'Guide: Introduction › ' })
    .getByRole('link', { name: 'The context and the hooks', exact: true })
    .click();
  await expect(page).toHaveURL(`${BASE}docs/start-introduction#the-context-and-the-hooks`);
  await expect(page.getByRole('heading', { level: 2, name: 'The context and the hooks' })).toBeInViewport();
});
