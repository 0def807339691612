import fs from 'node:fs';
import path from 'node:path';
import { markdownCopyPath } from '../../src/utils/markdownCopy';
import { discoverExamples, EXAMPLES_DIR, SHARED_DIR } from '../shared/discoverExamples';

/**
 * The HTML → Markdown converter (@signalwire/docusaurus-plugin-llms-txt, built
 * on rehype-remark) knows plain HTML. These rehype steps run before it and
 * turn what this site's components render into the plain HTML that says the
 * same thing in Markdown: a live example becomes its full source (the
 * module and the `_shared` helpers it imports, which the page only shows
 * when their tab is opened), tabs become labelled sections, a code block
 * keeps its language and file name, and links point at the `.md` copies.
 */

/** The few hast shapes these steps touch (the hast types are not a dependency of the site). */
export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}
export type HastNode = HastElement | HastText | HastRoot | { type: 'comment' | 'doctype'; value?: string };
type HastParent = HastElement | HastRoot;

function isElement(node: HastNode | undefined): node is HastElement {
  return node?.type === 'element';
}

function classes(node: HastElement): string[] {
  const value = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** CSS modules add a hash to class names (`codeBlockTitle_Ktv7`): match the stem. */
function hasClass(node: HastElement, name: string): boolean {
  return classes(node).some((value) => value === name || value.startsWith(`${name}_`));
}

function find(node: HastNode, test: (element: HastElement) => boolean): HastElement | undefined {
  if (isElement(node) && test(node)) return node;
  if (node.type !== 'element' && node.type !== 'root') return undefined;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: HastNode, test: (element: HastElement) => boolean, found: HastElement[] = []): HastElement[] {
  if (isElement(node) && test(node)) found.push(node);
  else if (node.type === 'element' || node.type === 'root') for (const child of node.children) findAll(child, test, found);
  return found;
}

/** Text content, with `<br>` as a line break (how the code blocks end their lines). */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  if (node.type === 'element' || node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

const text = (value: string): HastText => ({ type: 'text', value });
const element = (tagName: string, properties: Record<string, unknown>, children: HastNode[]): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * A code block as rehype-remark turns it into a fenced block with a
 * language, its file name (when it has one) on the line above.
 */
export function codeBlock(code: string, language: string | null, title: string | null): HastElement[] {
  const block = element('pre', {}, [
    element('code', language ? { className: [`language-${language}`] } : {}, [text(code.replace(/\n+$/, ''))]),
  ]);
  return title ? [element('p', {}, [element('code', {}, [text(title)])]), block] : [block];
}

/** Replaces each node `replace` answers for with the nodes it returns, parents before their children. */
function rewrite(parent: HastParent, replace: (node: HastElement) => HastNode[] | null): void {
  const children: HastNode[] = [];
  for (const child of parent.children) {
    // React's server renderer separates adjacent texts with `<!-- -->`: nothing a reader wrote.
    if (child.type === 'comment') continue;
    const replacement = isElement(child) ? replace(child) : null;
    if (replacement === null) {
      if (isElement(child)) rewrite(child, replace);
      children.push(child);
    } else {
      // What replaced a node may itself need replacing (a code block inside a tab panel).
      const holder: HastRoot = { type: 'root', children: replacement };
      rewrite(holder, replace);
      children.push(...holder.children);
    }
  }
  parent.children = children;
}

/** What an example section on a page stands for: its files, in the order its tabs show them. */
export interface ExampleSources {
  /** `events/EventLog.tsx` (a path under src/examples/, as `data-example` names it) → its files. */
  get(key: string): { name: string; source: string }[] | undefined;
}

/** Reads every example's module and helpers from src/examples/ once per build. */
export async function readExampleSources(siteDir: string): Promise<ExampleSources> {
  const catalog = await discoverExamples(siteDir);
  const read = (name: string) => ({ name, source: fs.readFileSync(path.join(siteDir, EXAMPLES_DIR, name), 'utf8') });
  const byKey = new Map<string, { name: string; source: string }[]>();
  for (const example of catalog.examples) {
    for (const module of example.modules) {
      const main = `${example.id}/${module.file}`;
      byKey.set(main, [read(main), ...module.helpers.map(read)]);
    }
  }
  // Keeps the SHARED_DIR import honest: helpers are named `_shared/…` by the catalog.
  if (catalog.helpers.some((helper) => !helper.startsWith(`${SHARED_DIR}/`)))
    throw new Error(`plugins/llms-txt: the examples' helpers are expected under ${EXAMPLES_DIR}/${SHARED_DIR}/`);
  return byKey;
}

const languageOf = (file: string): string => (file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'text');

/** `<section data-example>` (src/components/GraphExample): the live graph is dropped, every file it runs is written out. */
function example(node: HastElement, sources: ExampleSources, page: string): HastNode[] | null {
  const key = node.properties.dataExample;
  if (node.tagName !== 'section' || typeof key !== 'string') return null;
  const files = sources.get(key);
  if (!files)
    throw new Error(
      `plugins/llms-txt: ${page} shows the example "${key}" (data-example), which is not a module of ${EXAMPLES_DIR}/`,
    );
  const label = typeof node.properties.ariaLabel === 'string' ? node.properties.ariaLabel : `Live example: ${key}`;
  const intro = element('p', {}, [
    text(
      `${label}. It runs on the page; its source, ${files.length === 1 ? 'one file' : `${files.length} files`} under src/examples/, follows.`,
    ),
  ]);
  return [intro, ...files.flatMap((file) => codeBlock(file.source, languageOf(file.name), `${EXAMPLES_DIR}/${file.name}`))];
}

/** Docusaurus' code block (`div.theme-code-block`): its language, its title and its lines. */
function themeCodeBlock(node: HastElement): HastNode[] | null {
  if (!hasClass(node, 'theme-code-block')) return null;
  const language = classes(node)
    .find((value) => value.startsWith('language-'))
    ?.slice('language-'.length);
  const titleNode = find(node, (child) => hasClass(child, 'codeBlockTitle'));
  const code = find(node, (child) => child.tagName === 'code');
  if (!code) return null;
  return codeBlock(textOf(code), language && language !== 'text' ? language : null, titleNode ? textOf(titleNode).trim() : null);
}

/** Tabs: each panel under its tab's label, all of them (the page shows one at a time). */
function tabs(node: HastElement): HastNode[] | null {
  if (!hasClass(node, 'tabs-container')) return null;
  const labels = findAll(node, (child) => child.properties.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(node, (child) => child.properties.role === 'tabpanel');
  // A tab set that renders only its open panel (an example's files) says its other panels elsewhere.
  return panels.flatMap((panel, index) => {
    const label = labels[index];
    return label && panels.length > 1
      ? [element('p', {}, [element('strong', {}, [text(label)])]), ...panel.children]
      : panel.children;
  });
}

/** Admonitions (`:::note`): a quote that starts with its kind. */
function admonition(node: HastElement): HastNode[] | null {
  if (!hasClass(node, 'theme-admonition')) return null;
  const heading = find(node, (child) => hasClass(child, 'admonitionHeading'));
  const content = find(node, (child) => hasClass(child, 'admonitionContent'));
  const title = heading ? textOf(heading).trim() : '';
  return [
    element('blockquote', {}, [
      ...(title ? [element('p', {}, [element('strong', {}, [text(`${title[0]!.toUpperCase()}${title.slice(1)}:`)])])] : []),
      ...(content?.children ?? node.children),
    ]),
  ];
}

/** Heading anchors (`#`), TypeDoc's empty `<a id>` targets, buttons and decorative pictures: nothing to read. */
function noise(node: HastElement): HastNode[] | null {
  if (node.tagName === 'a' && (hasClass(node, 'hash-link') || node.properties.href === undefined)) {
    return hasClass(node, 'hash-link') ? [] : node.children;
  }
  if (['button', 'svg', 'script', 'style', 'noscript'].includes(node.tagName)) return [];
  // An empty alt marks a picture as decoration (the logo, the demo's poster behind its button).
  if (node.tagName === 'img' && !node.properties.alt) return [];
  return null;
}

/**
 * A link to a page of the site becomes a link to its Markdown copy, absolute
 * (the converter's own rewriting repeats the base path). Links to files
 * (datasets, pictures) and to other sites stay as they are.
 */
export function markdownHref(href: string, siteUrl: string, baseUrl: string): string {
  if (!href.startsWith(baseUrl)) return href;
  const [pathAndQuery = '', hash] = href.split('#', 2);
  const pathname = pathAndQuery.split('?')[0]!;
  const anchor = hash === undefined ? '' : `#${hash}`;
  if (/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) return `${siteUrl}${href}`;
  return `${siteUrl}${markdownCopyPath(pathname, baseUrl)}${anchor}`;
}

/** A card (a link around a title and a line of text) reads "Title: text", not "Titletext". */
function card(node: HastElement): HastNode[] | null {
  if (node.tagName !== 'a') return null;
  const parts = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  if (parts.length < 2 || !parts.every(isElement)) return null;
  node.children = [text(parts.map((part) => textOf(part).trim()).join(': '))];
  return null;
}

function links(node: HastElement, siteUrl: string, baseUrl: string): HastNode[] | null {
  if (node.tagName === 'a' && typeof node.properties.href === 'string')
    node.properties.href = markdownHref(node.properties.href, siteUrl, baseUrl);
  if (node.tagName === 'img' && typeof node.properties.src === 'string' && node.properties.src.startsWith(baseUrl))
    node.properties.src = `${siteUrl}${node.properties.src}`;
  return null;
}

export interface RehypeSiteOptions {
  siteUrl: string;
  baseUrl: string;
  /** Read before the conversion starts: the converter runs rehype synchronously. */
  sources: () => ExampleSources;
}

/** The rehype plugin: `[rehypeSite, options]` in the converter's `beforeDefaultRehypePlugins`. */
export function rehypeSite(options: RehypeSiteOptions) {
  return (tree: HastRoot, file: { path?: string }): void => {
    const sources = options.sources();
    const page = file.path ?? 'a page';
    rewrite(
      tree,
      (node) => noise(node) ?? example(node, sources, page) ?? tabs(node) ?? themeCodeBlock(node) ?? admonition(node),
    );
    rewrite(tree, (node) => card(node) ?? links(node, options.siteUrl, options.baseUrl));
  };
}
