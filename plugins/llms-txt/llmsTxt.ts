/**
 * `llms.txt` (https://llmstxt.org): an H1 with the site's name, a `>` summary,
 * optional prose, then `##` sections of `- [name](url): note` links; a section
 * called "Optional" holds what a tool may skip when its context is short.
 * `llms-full.txt` is the same index followed by every page's Markdown.
 */

export interface IndexLink {
  title: string;
  /** The page's Markdown copy, absolute. */
  url: string;
  description?: string;
}

export interface IndexSection {
  title: string;
  links: IndexLink[];
}

export interface LlmsIndex {
  title: string;
  summary: string;
  details: string;
  sections: IndexSection[];
}

/** A link's text and note are one line each; brackets would end the link's text early. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const linkText = (value: string) => oneLine(value).replace(/([[\]])/g, '\\$1');

export function renderLlmsTxt(index: LlmsIndex): string {
  const sections = index.sections
    .filter((section) => section.links.length > 0)
    .map((section) => {
      const links = section.links.map(
        (link) => `- [${linkText(link.title)}](${link.url})${link.description ? `: ${oneLine(link.description)}` : ''}`,
      );
      return `## ${oneLine(section.title)}\n\n${links.join('\n')}\n`;
    });
  return [`# ${oneLine(index.title)}\n`, `> ${oneLine(index.summary)}\n`, `${index.details.trim()}\n`, ...sections].join('\n');
}

/** Every page's Markdown after the index, each under a rule and the address it comes from. */
export function renderLlmsFull(indexText: string, pages: readonly { url: string; markdown: string }[]): string {
  return (
    [indexText.trimEnd(), ...pages.map((page) => `---\n\nSource: ${page.url}\n\n${page.markdown.trim()}`)].join('\n\n') + '\n'
  );
}

/**
 * A page without a description of its own gets its first line of text from Docusaurus: on a
 * generated API page without a summary that is a heading ("Properties", "Type Parameters"),
 * which says nothing about the page. No note is better.
 */
export function usefulDescription(description: string | undefined, markdown: string): string | undefined {
  if (!description) return undefined;
  const isHeading = markdown
    .split('\n')
    .some((line) => /^#{2,6} /.test(line) && line.replace(/^#+ /, '').trim() === description.trim());
  return isHeading ? undefined : description;
}

export interface ParsedLlmsTxt {
  title: string;
  summary: string;
  sections: { title: string; links: { title: string; url: string; note: string | null }[] }[];
}

/**
 * Reads an llms.txt and checks it against the format, listing every line that
 * breaks it: the H1 first, a blockquote next, no heading deeper than `##`
 * after them, and nothing but link items inside a section.
 */
export function parseLlmsTxt(text: string): ParsedLlmsTxt {
  const problems: string[] = [];
  const lines = text.split('\n');
  let at = 0;
  const skipBlank = () => {
    while (at < lines.length && lines[at]!.trim() === '') at += 1;
  };
  skipBlank();
  const title = /^# (\S.*)$/.exec(lines[at] ?? '')?.[1];
  if (!title) problems.push(`line ${at + 1}: expected the title, "# <name>", found "${lines[at] ?? ''}"`);
  at += 1;
  skipBlank();
  const summary = /^> (\S.*)$/.exec(lines[at] ?? '')?.[1];
  if (!summary) problems.push(`line ${at + 1}: expected the summary, "> <text>", found "${lines[at] ?? ''}"`);
  at += 1;
  const sections: ParsedLlmsTxt['sections'] = [];
  for (; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (line.trim() === '') continue;
    if (/^#{1}\s|^#{3,}\s/.test(line)) {
      problems.push(`line ${at + 1}: only "## " section headings may follow the title: "${line}"`);
      continue;
    }
    const heading = /^## (\S.*)$/.exec(line)?.[1];
    if (heading) {
      sections.push({ title: heading, links: [] });
      continue;
    }
    const section = sections[sections.length - 1];
    if (!section) continue; // the optional prose before the first section
    const link = /^- \[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)(?:: (\S.*))?$/.exec(line);
    if (!link) {
      problems.push(`line ${at + 1}: a section holds "- [name](url): note" items only: "${line}"`);
      continue;
    }
    section.links.push({ title: link[1]!.replace(/\\([[\]])/g, '$1'), url: link[2]!, note: link[3] ?? null });
  }
  if (sections.length === 0) problems.push('no "## " section');
  if (problems.length) throw new Error(`Not in the llms.txt format:\n- ${problems.join('\n- ')}`);
  return { title: title!, summary: summary!, sections };
}
