import { describe, expect, it } from 'vitest';
import { readProjectVersions } from '../../config/versions';
import { site } from '../../config/site';
import { CODE_TOO_LONG, frameError, MAX_URL_LENGTH, reportPackages, reportUrl, type ProblemReport } from './reportProblem';

const versions = readProjectVersions();

const report: ProblemReport = {
  repository: site.repository,
  about: 'Load a graph (load-graph/GraphProp.tsx)',
  page: `${site.url}${site.baseUrl}docs/example/load-graph#graph-prop`,
  browser: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  packages: { '@react-sigma/core': '5.0.4', graphology: '0.25.4' },
  code: "import { SigmaContainer } from '@react-sigma/core';\nconst color = '#ff0000';\n",
  edited: true,
  error: 'The edited code does not run\nUnexpected token (3:1)',
};

function read(url: string): { title: string | null; body: string } {
  const parsed = new URL(url);
  return { title: parsed.searchParams.get('title'), body: parsed.searchParams.get('body') ?? '' };
}

describe('reportUrl', () => {
  it("opens a new issue on the site's repository, titled after the example", () => {
    const url = reportUrl(report);
    expect(site.repository).toBe(`https://github.com/${site.organizationName}/${site.projectName}`);
    expect(url.startsWith(`${site.repository}/issues/new?`)).toBe(true);
    expect([...new URL(url).searchParams.keys()]).toEqual(['title', 'body']);
    expect(read(url).title).toBe('Problem with Load a graph (load-graph/GraphProp.tsx)');
  });

  it('carries the page, the versions, the browser, the error and the code in fenced blocks', () => {
    const { body } = read(reportUrl(report));
    expect(body).toContain(`- Page: ${report.page}`);
    expect(body).toContain('- Example: Load a graph (load-graph/GraphProp.tsx)');
    expect(body).toContain('- @react-sigma/core 5.0.4\n- graphology 0.25.4');
    expect(body).toContain(report.browser);
    expect(body).toContain('### Error shown in the frame\n\n```\nThe edited code does not run\nUnexpected token (3:1)\n```');
    expect(body).toContain(`### The code, as I edited it\n\n\`\`\`tsx\n${report.code}\`\`\``);
    expect(body).not.toContain(CODE_TOO_LONG);
  });

  it('leaves the error section out when the frame shows none, and says when the code is not edited', () => {
    const { body } = read(reportUrl({ ...report, error: undefined, edited: false }));
    expect(body).not.toContain('### Error');
    expect(body).toContain('### The code\n\n```tsx\n');
  });

  it('fences code that holds backticks with a longer fence', () => {
    const code = 'const s = `a`;\n// ```` four\n';
    expect(read(reportUrl({ ...report, code })).body).toContain(`\`\`\`\`\`tsx\n${code}\`\`\`\`\``);
  });

  it('drops the code for how to attach the downloaded project when the address would be too long', () => {
    const code = `${"const color = '#ff0000';\n".repeat(400)}`;
    const full = reportUrl(report, Number.MAX_SAFE_INTEGER);
    expect(full.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const url = reportUrl({ ...report, code });
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const { body } = read(url);
    expect(body).toContain(CODE_TOO_LONG);
    expect(body).toContain('Download project');
    expect(body).not.toContain("const color = '#ff0000';");
    // The rest stays.
    expect(body).toContain(report.error);
    expect(body).toContain('- @react-sigma/core 5.0.4');
    // The limit is the one given: a code that fits in a larger one travels.
    expect(read(reportUrl({ ...report, code }, 1_000_000)).body).toContain(code);
  });

  it('cuts an error too long for the address to fit, marking the cut', () => {
    const error = `Error: ${'x'.repeat(20_000)}`;
    const url = reportUrl({ ...report, error });
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    expect(url.length).toBeGreaterThan(MAX_URL_LENGTH - 20);
    const { body } = read(url);
    expect(body).toContain('Error: xxx');
    expect(body).toContain('… (cut to fit the link)');
    expect(body).toContain(CODE_TOO_LONG);
  });
});

describe('reportPackages', () => {
  it("names React, sigma, graphology and @react-sigma/core, and what the code imports, at the site's versions", () => {
    const code = [
      "import { SigmaContainer } from '@react-sigma/core';",
      "import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';",
      "import Graph from 'graphology';",
      "import { circular } from 'graphology-layout';",
      "import { data } from './data';",
      "const worker = import('graphology-layout-forceatlas2/worker');",
      "import pad from 'left-pad';",
    ].join('\n');
    const packages = reportPackages(code, versions);
    expect(Object.keys(packages)).toEqual(
      [
        '@react-sigma/core',
        '@react-sigma/layout-forceatlas2',
        'graphology',
        'graphology-layout',
        'graphology-layout-forceatlas2',
        'react',
        'react-dom',
        'sigma',
      ].sort(),
    );
    for (const [name, version] of Object.entries(packages)) expect(version).toBe(versions[name]);
  });
});

describe('frameError', () => {
  /** Just what frameError reads of an element: querySelector by tag and role, and text. */
  function element(children: Record<string, unknown>, textContent = ''): Element {
    return { textContent, querySelector: (selector: string) => children[selector] ?? null } as unknown as Element;
  }

  it("reads the frame's error message: its title, then the message", () => {
    const alert = element({ strong: { textContent: 'The edited code does not run' }, pre: { textContent: 'Unexpected token' } });
    expect(frameError(element({ '[role="alert"]': alert }))).toBe('The edited code does not run\nUnexpected token');
  });

  it('is undefined for a frame without an error, or no frame', () => {
    expect(frameError(element({}))).toBeUndefined();
    expect(frameError(null)).toBeUndefined();
  });
});
