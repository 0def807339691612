import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiSymbols } from '../shared/apiUsage';

/** What the live editors show when the reader points at an imported `@react-sigma/*` name. */
export interface HoverSymbol {
  name: string;
  /** npm name: `@react-sigma/core`. */
  package: string;
  kind: 'function' | 'interface' | 'type' | 'variable' | 'class' | 'enum';
  /** The first code block of its API page (TypeDoc's declaration), or `interface Name<T>` when the page has none. */
  signature: string;
  /** The first sentence of its description, as plain text; empty when it has none. */
  summary: string;
  /** Its API page, from the site's root without base URL: `/docs/api/core/functions/useSigma`. */
  route: string;
}

/** A package without TypeDoc pages here: its names link to its own documentation. */
export interface HoverPackage {
  name: string;
  /** The `homepage` of its installed package.json. */
  url: string;
}

/** What the editors import from `@generated/api-hover/default/apiHover.json`. */
export interface ApiHoverData {
  symbols: HoverSymbol[];
  packages: HoverPackage[];
}

/** The packages the editors link to by name only: the peers every example imports from. */
export const LINKED_PACKAGES = ['sigma', 'graphology'];

const KINDS: Record<string, HoverSymbol['kind']> = {
  functions: 'function',
  interfaces: 'interface',
  'type-aliases': 'type',
  variables: 'variable',
  classes: 'class',
  enumerations: 'enum',
};

/** TypeDoc's Markdown as text: links keep their label, code loses its ticks, escapes go. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The signature and first sentence of a generated API page: the first code block and the
 * first paragraph before the page's first `##` section.
 */
export function readPage(markdown: string, kind: HoverSymbol['kind']): Pick<HoverSymbol, 'signature' | 'summary'> {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const head = body.split(/^## /m)[0] ?? '';
  const title = plain(/^# (.+)$/m.exec(head)?.[1] ?? '');
  const code = /^```\w*\n([\s\S]*?)\n```$/m.exec(head);
  const signature = code ? code[1]!.trim() : `${kind} ${title}`;
  const paragraph = head
    .replace(/^```[\s\S]*?^```$/gm, '')
    .replace(/^# .*$/m, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block !== '' && !block.startsWith(':::'));
  const text = plain(paragraph ?? '');
  const end = text.search(/\.(\s|$)/);
  return { signature, summary: end > 0 ? text.slice(0, end + 1) : text };
}

/** One entry per page of the generated API reference (docs/api/), and the linked packages' homepages. */
export function buildHoverData(siteDir: string): ApiHoverData {
  const symbols = apiSymbols(siteDir).map((symbol): HoverSymbol => {
    const kind = KINDS[symbol.route.split('/').at(-2)!]!;
    const page = fs.readFileSync(path.join(siteDir, symbol.file), 'utf8');
    return { name: symbol.name, package: symbol.package, kind, ...readPage(page, kind), route: symbol.route };
  });
  const packages = LINKED_PACKAGES.map((name) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      homepage?: string;
    };
    if (!manifest.homepage) throw new Error(`api-hover: ${name}'s package.json names no homepage to link to`);
    return { name, url: manifest.homepage };
  });
  return { symbols, packages };
}

/**
 * Writes what the live editors show on hover (src/components/GraphExample/ApiHover.tsx) as a
 * JSON module, read from TypeDoc's pages once they are generated (the TypeDoc plugins write
 * them as the site's plugins are set up, before any loads its content). The editors import it
 * on the reader's first hover or caret move, never with a page.
 */
export default function apiHoverPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-hover',
    loadContent: () => buildHoverData(context.siteDir),
    async contentLoaded({ content, actions }) {
      await actions.createData('apiHover.json', JSON.stringify(content));
    },
  };
}
