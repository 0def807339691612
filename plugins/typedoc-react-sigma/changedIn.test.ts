import { describe, expect, it } from 'vitest';
import { installedVersion as installed } from '../../config/versions';
import { applyChanges, changes, noteMarkdown } from './changedIn.mjs';

const parts = (version: string) => version.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) if (x[index] !== y[index]) return x[index]! > y[index]!;
  return false;
};

describe('"Changed in" notes (changedIn.mjs)', () => {
  it.each(changes.map((change) => [change.package, change.version, change] as const))(
    '%s %s is newer than the installed package, so the pages still describe the older behaviour',
    (name, version) => {
      expect(
        newer(version, installed(name)),
        `the site now documents ${name} ${installed(name)}: fold the change into the pages and delete the entry`,
      ).toBe(true);
    },
  );

  it('renders a Docusaurus admonition naming the release and quoting the changelog line', () => {
    const change = changes[0]!;
    const markdown = noteMarkdown(change);
    expect(markdown).toContain(`:::info[Changed in ${change.version}]`);
    expect(markdown).toContain(change.changelog);
    expect(markdown.trimEnd().endsWith(':::')).toBe(true);
  });

  it("adds the note to a symbol's first signature comment, and names a symbol that is gone", () => {
    const comment = { summary: [{ kind: 'text', text: 'The container.' }] };
    const project = {
      getChildByName: (name: string) => (name === 'SigmaContainer' ? { signatures: [{ comment }] } : undefined),
    };
    const list = [{ ...changes[0]!, symbols: ['SigmaContainer', 'Gone'] }];
    expect(applyChanges(project as never, changes[0]!.package, list)).toEqual(['Gone']);
    expect(comment.summary.at(-1)?.text).toContain('Changed in');
    expect(applyChanges(project as never, '@react-sigma/other', list)).toEqual([]);
  });
});
