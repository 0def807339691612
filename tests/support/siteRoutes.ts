import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdownFile } from '@docusaurus/utils';
import * as cheerio from 'cheerio';
import { site } from '../../config/site';
import { exampleFrontMatter } from '../../plugins/examples/frontMatter';
import { buildDir, siteDir } from './paths';

/**
 * The routes the route and accessibility tests visit, from the built
 * sitemap: a page added to the site is tested without touching a list here.
 * Build first (`npm run build`, as `npm test` does).
 */
const SITEMAP = path.join(buildDir, 'sitemap.xml');

/** Sitemap routes these tests leave to others, and why. */
export const EXCLUDED_ROUTES: Readonly<Record<string, string>> = {
  [`${site.baseUrl}search`]: "the search plugin's results page: it needs a query, which search.spec.ts and a11y.spec.ts give it",
};

/** Every route of the built sitemap (paths under the base URL, as the sitemap writes them), in its order. */
export function sitemapRoutes(): string[] {
  if (!fs.existsSync(SITEMAP))
    throw new Error(`${path.relative(siteDir, SITEMAP)} is missing: build the site first (npm run build)`);
  const xml = fs.readFileSync(SITEMAP, 'utf8');
  // Docusaurus' sitemap: one <loc> per page, absolute URLs on the site's url.
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * The page the build wrote for `route` (a path under the base URL), parsed: what the server sends
 * before any script runs. Hydration must agree with it, or React logs an error and the browser
 * tests fail, so a check of every page can read these files and leave the browser a sample.
 */
export function builtPage(route: string): cheerio.CheerioAPI {
  const relative = route.slice(site.baseUrl.length);
  return parseHtml(fs.readFileSync(path.join(buildDir, relative === '' ? 'index.html' : `${relative}.html`), 'utf8'));
}

/** Parses a page with htmlparser2, about twice as fast as cheerio's default parser on the build's well-formed pages. */
export const parseHtml = (html: string): cheerio.CheerioAPI => cheerio.load(html, { xml: { xmlMode: false } });

/** Text with its whitespace folded, as Playwright's `toHaveText` and `toContainText` compare it. */
export const folded = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The example and guide pages (each shows live examples), sorted; none before a build, so that
 * specs looping over them still load (the Firefox and WebKit specs test that there are some).
 */
export function exampleRoutes(): string[] {
  if (!fs.existsSync(SITEMAP)) return [];
  return sitemapRoutes()
    .filter((route) => /\/docs\/(example|guides)\/./.test(route))
    .sort();
}

const API_LEAF = /^docs\/api\/[^/]+\/(functions|interfaces|type-aliases)\//;

/**
 * The routes to visit: all of the sitemap but the exclusions and most
 * generated API pages. Those 75 pages come from one TypeDoc template per kind,
 * and api.spec.ts visits each of them for its own content; here each
 * package's index page (each has its own installation note) and the first
 * page of each kind (function, interface, type alias) stand for them.
 */
export function testedRoutes(all: readonly string[] = sitemapRoutes()): string[] {
  const kinds = new Set<string>();
  return all.filter((route) => {
    if (route in EXCLUDED_ROUTES) return false;
    const kind = API_LEAF.exec(route.slice(site.baseUrl.length))?.[1];
    if (!kind) return true;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

/** The page `relative` (a route without the base URL) is built from which file of docs/. */
function sourceOf(relative: string): string {
  const stem = path.join(siteDir, relative.replace(/\/$/, ''));
  const candidates = [`${stem}.mdx`, `${stem}.md`, path.join(stem, 'index.mdx'), path.join(stem, 'index.md')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      `No source file for the route ${relative}: looked for ${candidates.map((file) => path.relative(siteDir, file)).join(', ')}`,
    );
  return found;
}

/**
 * The title a docs page states about itself, read the way Docusaurus reads
 * it: its front matter `title` (for an example page, from its example.json),
 * else its `# heading`. The page's `<h1>` and browser title must show it.
 */
export async function pageTitle(route: string): Promise<string> {
  const relative = route.slice(site.baseUrl.length);
  const filePath = sourceOf(relative);
  const { frontMatter, contentTitle } = await parseMarkdownFile({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
    // The site's own reader (docusaurus.config.ts), so example pages get their example.json's title.
    parseFrontMatter: exampleFrontMatter(siteDir),
  });
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : contentTitle;
  if (!title) throw new Error(`${path.relative(siteDir, filePath)} has neither a front matter title nor a # heading`);
  return title;
}

/**
 * What `route` must show: its `<h1>` and its browser title (`<title> | <site>`,
 * as `titleDelimiter` in docusaurus.config.ts writes it). The home page is a
 * React page (src/pages/index.tsx): its heading is the site's name; so is the playground.
 */
export async function expectedPage(route: string): Promise<{ heading: string; title: string }> {
  if (route === site.baseUrl) return { heading: site.title, title: `Interactive graphs in React | ${site.title}` };
  // The playground is a React page too (src/pages/playground.tsx): its <Layout title> and <h1> are both "Playground".
  if (route === `${site.baseUrl}playground`) return { heading: 'Playground', title: `Playground | ${site.title}` };
  const heading = await pageTitle(route);
  return { heading, title: `${heading} | ${site.title}` };
}

/** The route each file of docs/ becomes (`docs/faq.mdx` → `docs/faq` under the base URL), as the sitemap writes it. */
export function docsFileRoutes(): string[] {
  const docs = path.join(siteDir, 'docs');
  return (fs.readdirSync(docs, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${site.baseUrl}docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''))
    .sort();
}
