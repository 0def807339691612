import { describe, expect, it } from 'vitest';
import { bareDocsMarkdown, docsShapeOf } from './baseline';

describe('the baseline docs page', () => {
  it('reads a built docs page’s prose length, headings and code blocks from its article only', () => {
    const html = `<nav>Sidebar text</nav><article><h1>Title</h1> <p>Some prose.</p> <h2>Part</h2>
      <div class="language-tsx"><pre class="prism-code language-tsx"><code><span class="token-line">a</span><span class="token-line">b</span></code></pre></div>
      <h3>Sub</h3> <pre class="language-bash"><code>one\ntwo\nthree\n</code></pre><footer>Edit this page</footer></article>`;
    expect(docsShapeOf(html)).toEqual({
      textChars: 'Title Some prose. Part Sub'.length,
      headings: 2,
      codeBlocks: [
        { language: 'tsx', lines: 2 },
        { language: 'bash', lines: 3 },
      ],
      codeElements: 4,
    });
  });

  it('writes Markdown of that shape: as much prose, the same headings and code blocks in order', () => {
    const shape = {
      textChars: 3000,
      headings: 4,
      codeElements: 0,
      codeBlocks: [
        { language: 'tsx', lines: 30 },
        { language: 'bash', lines: 2 },
      ],
    };
    const markdown = bareDocsMarkdown(shape);
    const blocks = [...markdown.matchAll(/```(\w+)\n([\s\S]*?)\n```/g)].map((match) => ({
      language: match[1],
      lines: match[2]!.split('\n').length,
    }));
    expect(blocks).toEqual(shape.codeBlocks);
    expect(markdown.match(/^## /gm)).toHaveLength(4);
    const prose = markdown
      .replace(/```[\s\S]*?```/g, '')
      .replace(/^#+ /gm, '')
      .replace(/\s+/g, ' ')
      .trim();
    expect(Math.abs(prose.length - shape.textChars)).toBeLessThan(20);
  });
});
