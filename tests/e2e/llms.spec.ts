/**
 * The pages for AI tools (plugins/llms-txt): llms.txt, llms-full.txt and the
 * Markdown copy of every page, read as files of build/ for every route of the
 * sitemap, then as served; and the "Copy page as Markdown" button in Chromium
 * on a sample of docs pages (an example page, API pages, a doc).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { CheerioAPI } from 'cheerio';
import { site } from '../../config/site';
import { versions, type DocumentedPackage } from '../../config/versions';
import { discoverExamples, EXAMPLES_DIR } from '../../plugins/shared/discoverExamples';
import { parseLlmsTxt } from '../../plugins/llms-txt/llmsTxt';
import { EXCLUDED_ROUTES, markdownPath } from '../../plugins/llms-txt/routes';
import { axe, WCAG_TAGS } from '../support/axe';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { buildDir, siteDir } from '../support/paths';
import { builtPage, expectedPage, sitemapRoutes } from '../support/siteRoutes';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

/** The routes that must have a Markdown copy: the whole sitemap but the plugin's stated exclusions. */
const routes = () => sitemapRoutes().filter((route) => !(route in EXCLUDED_ROUTES));
const markdownUrl = (route: string) => `${site.url}${BASE}${markdownPath(route)}`;

/** Markdown without its fenced code and inline code: what is left is prose, headings, links, tables. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** A Markdown heading line as the page shows it: no code spans, escapes or link syntax. */
function headingText(line: string): string {
  return line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(?<!\\)`/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lines of each code block of a built page, as a reader sees them. */
function codeBlocksOf($: CheerioAPI): string[] {
  return $('.theme-doc-markdown .theme-code-block pre code')
    .toArray()
    .map((code) => {
      $(code).find('br').replaceWith('\n');
      return $(code).text().replace(/\n+$/, '');
    });
}

test.describe('llms.txt', () => {
  test('follows the llms.txt format and links every route of the sitemap to its Markdown copy, once', () => {
    const index = parseLlmsTxt(read('llms.txt'));
    expect(index.title).toBe(site.title);
    expect(index.summary).toContain(versions['@react-sigma/core']);
    const links = index.sections.flatMap((section) => section.links);
    expect(links.map((link) => link.url).sort()).toEqual(routes().map(markdownUrl).sort());
    expect(index.sections.map((section) => section.title)).toEqual(
      expect.arrayContaining(['Getting Started', 'Example', 'Api', 'Optional']),
    );
    for (const link of links) expect(link.title, link.url).not.toBe('');
  });

  test('every docs page names its Markdown copy in its head, for tools that read the HTML, and shows the copy button, table of contents or not', () => {
    const docs = routes().filter((route) => route.startsWith(`${BASE}docs/`));
    expect(docs.length).toBeGreaterThan(50);
    const withoutToc: string[] = [];
    const wrong = docs.flatMap((route) => {
      const $ = builtPage(route);
      if ($('.table-of-contents').length === 0) withoutToc.push(route);
      const buttons = $('button').filter((_, button) => $(button).text() === 'Copy page as Markdown');
      if (buttons.length !== 1) return [`${route}: ${buttons.length} "Copy page as Markdown" button(s)`];
      const links = $(`link[rel="alternate"][type="text/markdown"]`);
      const href = links.attr('href');
      const expected = `${BASE}${markdownPath(route)}`;
      if (links.length !== 1 || href !== expected)
        return [`${route}: ${links.length} link(s), href ${href} (expected ${expected})`];
      return fs.existsSync(path.join(buildDir, markdownPath(route))) ? [] : [`${route}: ${expected} is not in the build`];
    });
    expect(wrong).toEqual([]);
    // A page with no heading under its title has no table of contents: the button is above its text all the same.
    expect(withoutToc).not.toEqual([]);
  });

  test('names each page by its title', async () => {
    const titles = new Map(
      parseLlmsTxt(read('llms.txt'))
        .sections.flatMap((section) => section.links)
        .map((link) => [link.url, link.title]),
    );
    for (const route of routes()) expect(titles.get(markdownUrl(route)), route).toBe((await expectedPage(route)).heading);
  });
});

test.describe('Markdown copies', () => {
  test('every page has one, with its title, its headings and its code, and no HTML boilerplate', async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      const file = markdownPath(route);
      if (!fs.existsSync(path.join(buildDir, file))) {
        problems.push(`${route}: no ${file}`);
        continue;
      }
      const markdown = read(file);
      const html = builtPage(route);
      const { heading } = await expectedPage(route);
      const headings = markdown
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^#{1,3} /.test(line))
        .map(headingText);
      if (headings[0] !== `# ${heading}`) problems.push(`${file}: does not start with "# ${heading}" but "${headings[0]}"`);
      html('main h2, main h3').each((_, element) => {
        const level = element.tagName === 'h2' ? '##' : '###';
        const text = html(element)
          .text()
          .replace(/\u200b/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        if (!headings.includes(`${level} ${text}`)) problems.push(`${file}: misses the heading "${level} ${text}"`);
      });
      for (const code of codeBlocksOf(html)) {
        if (!markdown.includes(code)) problems.push(`${file}: misses the code block starting "${code.slice(0, 60)}"`);
      }
      // A GFM table cell holds no list: the converter writes a cell's lines with <br />, as GFM allows.
      const text = prose(markdown).replace(/^\|.*$/gm, (row) => row.replace(/<br \/>/g, ' '));
      for (const [what, pattern] of [
        ['an HTML tag', /<\/?(div|span|script|style|nav|footer|header|main|section|button|svg|br)\b/i],
        ['an HTML comment', /<!--/],
        ['an MDX import', /^import .* from /m],
        ['a JSX component', /<(GraphExample|Version|Tabs|TabItem|PeerDependencies|ErrorIndex)\b/],
        ['the navbar', /Skip to main content|Switch between dark and light mode/],
        ['the footer', /Copyright ©|Built with Docusaurus/],
        ['a heading anchor', /Direct link to/],
        ['the copy button', /Copy page as Markdown/],
        ['a placeholder of a live example', /Loading the graph…/],
      ] as const) {
        if (pattern.test(text)) problems.push(`${file}: holds ${what} (${pattern.exec(text)![0]})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("an example page's copy holds every file of each of its examples: the module and the _shared helpers it imports", async () => {
    const { examples } = await discoverExamples(siteDir);
    expect(examples.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const example of examples) {
      for (const module of example.modules) {
        // An API example is on its function's page (src/examples/api-<package>/<Name>.tsx).
        const route = example.meta.section === 'api' ? `${example.route}/functions/${module.name}` : example.route;
        const markdown = read(markdownPath(`${BASE}${route}`));
        for (const name of [`${example.id}/${module.file}`, ...module.helpers]) {
          const source = fs.readFileSync(path.join(siteDir, EXAMPLES_DIR, name), 'utf8').trimEnd();
          const language = name.endsWith('.tsx') ? 'tsx' : 'ts';
          if (!markdown.includes(`\`${EXAMPLES_DIR}/${name}\`\n\n\`\`\`${language}\n${source}\n\`\`\``))
            problems.push(`${route}.md: ${module.key} misses ${EXAMPLES_DIR}/${name} as a titled \`\`\`${language} block`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('a page that names a version with <Version pkg> states the installed version; tabs keep their labels', () => {
    const docsDir = path.join(siteDir, 'docs');
    const pages = (fs.readdirSync(docsDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx'));
    let checked = 0;
    for (const page of pages) {
      const source = fs.readFileSync(path.join(docsDir, page), 'utf8');
      const markdown = read(`docs/${page.replace(/\.mdx$/, '.md')}`);
      for (const [, pkg] of source.matchAll(/<Version pkg="([^"]+)" \/>/g)) {
        checked += 1;
        expect(prose(markdown), `docs/${page}: <Version pkg="${pkg}" />`).toContain(versions[pkg as DocumentedPackage]);
      }
    }
    expect(checked).toBeGreaterThan(0);
    const installation = read('docs/start-installation.md');
    expect(installation).toContain('**npm**\n\n```bash\nnpm install @react-sigma/core sigma@3 graphology\n```');
    expect(installation).toContain('**pnpm**\n\n```bash\npnpm add @react-sigma/core sigma@3 graphology\n```');
  });

  test('llms-full.txt is llms.txt followed by every page, each under its address', () => {
    const full = read('llms-full.txt');
    expect(full.startsWith(read('llms.txt').trimEnd())).toBe(true);
    for (const route of routes()) {
      expect(full, route).toContain(`Source: ${site.url}${route}\n\n${read(markdownPath(route)).trim()}`);
    }
  });

  test('are served as text: Markdown as text/markdown, the index files as text/plain', async ({ request }) => {
    for (const [pathname, type] of [
      [`${BASE}docs/faq.md`, 'text/markdown'],
      [`${BASE}docs/api/core.md`, 'text/markdown'],
      [`${BASE}index.md`, 'text/markdown'],
      [`${BASE}llms.txt`, 'text/plain'],
      [`${BASE}llms-full.txt`, 'text/plain'],
    ]) {
      const response = await request.get(pathname!);
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()['content-type'], pathname).toContain(type);
    }
  });
});

/** Clicks "Copy page as Markdown" and waits until the clipboard holds `expected`. */
async function copyPage(page: Page, expected: string): Promise<void> {
  // Emptied first: after a client-side navigation the clipboard still holds the previous page.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
}

/**
 * Every page's Markdown copy is checked as a file above; the button fetches the copy of the route
 * it is on (markdownCopyPath, unit-tested in src/utils/markdownCopy.test.ts). So the browser tries
 * a sample: an example page (the longest copies, with their sources), an API page reached from it
 * without a reload, an API index opened by its `.html` path, and a doc from the keyboard.
 */
test.describe('Copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the Markdown of the page the reader is on: an example page, then an API page it links to', async ({ page }) => {
    await visit(page, `${BASE}docs/example/load-graph`);
    await copyPage(page, read('docs/example/load-graph.md'));
    await page.locator('[data-api-symbols]').getByRole('link', { name: 'useLoadGraph', exact: true }).first().click();
    await expect(page.locator('h1')).toContainText('useLoadGraph');
    // The head's link follows the page the reader moved to without a reload.
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${BASE}docs/api/core/functions/useLoadGraph.md`,
    );
    await copyPage(page, read('docs/api/core/functions/useLoadGraph.md'));
  });

  test('copies the page, not the address, when opened by an .html path as GitHub Pages serves it', async ({ page }) => {
    await visit(page, `${BASE}docs/api/core/index.html`);
    await copyPage(page, read('docs/api/core.md'));
  });

  test('works from the keyboard in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await visit(page, `${BASE}docs/faq`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(read('docs/faq.md'));
  });

  test.describe('when the copy cannot be downloaded', () => {
    // The browser logs the failed request itself.
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

    test('says why and links to the Markdown instead, readable in both colour modes', async ({ page }) => {
      await page.route('**/docs/faq.md', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await visit(page, `${BASE}docs/faq`);
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Could not copy the page' });
      await expect(status).toHaveText(
        'Could not copy the page: the Markdown copy answered 404. Open the Markdown to copy it by hand.',
      );
      await expect(status.getByRole('link', { name: 'Open the Markdown' })).toHaveAttribute('href', `${BASE}docs/faq.md`);
      // The message stays while the reader switches modes: both are checked on it.
      for (const mode of ['light', 'dark'] as const) {
        await switchMode(page, mode);
        await expect(status).toBeVisible();
        // Names and roles do not change with the mode: all of WCAG in light mode, the contrast in dark mode.
        const rules = axe(page).include('output[data-copy-state="failed"]');
        const run = await (mode === 'light' ? rules.withTags(WCAG_TAGS) : rules.withRules(['color-contrast'])).analyze();
        expect(run.passes.length, 'axe checked the message').toBeGreaterThan(0);
        expect(run.violations.map((violation) => `[${mode}] ${violation.id}`)).toEqual([]);
      }
    });
  });
});
