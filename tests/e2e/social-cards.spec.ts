import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { PNG } from 'pngjs';
import { BASE, expect, test } from '../support/fixtures';
import { buildDir, siteDir } from '../support/paths';

/** Where the published site lives: card addresses are absolute, and are fetched here from the local server. */
const PUBLISHED = `https://sim51.github.io${BASE}`;

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The `og:image` and `twitter:image` of every page of build/, by page (relative path). The
 * redirect documents that send `x/` to `x` (plugins/index-aliases) are not pages: left out.
 */
function cardsByPage(): Map<string, { og: string[]; twitter: string[] }> {
  const pages = new Map<string, { og: string[]; twitter: string[] }>();
  for (const file of htmlFiles(buildDir)) {
    const $ = load(fs.readFileSync(file, 'utf8'));
    if ($('meta[http-equiv="refresh"]').length > 0) continue;
    const content = (selector: string) =>
      $(selector)
        .map((_, meta) => $(meta).attr('content') ?? '')
        .get();
    pages.set(path.relative(buildDir, file), {
      og: content('meta[property="og:image"]'),
      twitter: content('meta[name="twitter:image"]'),
    });
  }
  return pages;
}

test('every page names one card for both previews, and every card is a 1200 × 630 PNG the site serves', async ({ request }) => {
  const pages = cardsByPage();
  expect(pages.size).toBeGreaterThan(90);
  const cards = new Set<string>();
  for (const [page, { og, twitter }] of pages) {
    // The 404 page is served for any unknown path: it gets the site's card like any other page.
    expect(og, `og:image of ${page}`).toHaveLength(1);
    expect(twitter, `twitter:image of ${page}`).toEqual(og);
    cards.add(og[0]!);
  }
  for (const url of cards) {
    expect(url.startsWith(PUBLISHED), url).toBe(true);
    const response = await request.get(`${BASE}${url.slice(PUBLISHED.length)}`);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\/png/);
    const png = PNG.sync.read(await response.body());
    expect([png.width, png.height], url).toEqual([1200, 630]);
  }
});

test('each example page has a card of its own', async ({ request }) => {
  const pages = cardsByPage();
  const siteCard = pages.get('index.html')!.og[0]!;
  // Example pages and guides: the pages of an example folder (not docs/guides/index.html, the copy
  // of the Guides page that plugins/index-aliases writes).
  const folders = ['example', 'guides'];
  const examples = [...pages].filter(
    ([page]) =>
      folders.some((folder) => page.startsWith(`docs${path.sep}${folder}${path.sep}`)) && path.basename(page) !== 'index.html',
  );
  expect(examples.map(([page]) => path.basename(page, '.html')).sort()).toEqual(
    folders
      .flatMap((folder) => fs.readdirSync(path.join(siteDir, 'docs', folder)))
      .map((file) => file.replace(/\.mdx?$/, ''))
      .sort(),
  );
  const bodies = new Map<string, string>();
  bodies.set('site', (await (await request.get(`${BASE}${siteCard.slice(PUBLISHED.length)}`)).body()).toString('base64'));
  for (const [page, { og }] of examples) {
    const card = og[0]!;
    expect(card, page).not.toBe(siteCard);
    const body = (await (await request.get(`${BASE}${card.slice(PUBLISHED.length)}`)).body()).toString('base64');
    // Another picture, not the same one under another name.
    const same = [...bodies].find(([, other]) => other === body);
    expect(same?.[0], `${page}'s card is the same picture as ${same?.[0]}'s`).toBeUndefined();
    bodies.set(page, body);
  }
  // Every other page shows the site's card.
  for (const [page, { og }] of pages) {
    if (!examples.some(([example]) => example === page)) expect(og[0], page).toBe(siteCard);
  }
});
