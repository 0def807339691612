import { describe, expect, it } from 'vitest';
import { installedVersion as installed } from '../../config/versions';
import { applyChanges, changeOf, changes, noteMarkdown, staleReason } from './changedIn.mjs';

describe('"Changed in" notes (changedIn.mjs)', () => {
  it.each(changes.map((change) => [change.package, change.version, change] as const))(
    '%s %s is history of what readers install: newer than the oldest release described, no newer than the installed one',
    (name, version) => {
      expect(staleReason({ package: name, version }, installed(name))).toBeNull();
    },
  );

  it('fails an entry the site no longer needs or a release nobody installs', () => {
    const at = (version: string) => ({ package: 'p', version });
    expect(staleReason(at('1.0.4'), '1.0.9', '1.0.4')).toMatch(/not newer than 1\.0\.4.*delete the entry/);
    expect(staleReason(at('1.0.3'), '1.0.9', '1.0.4')).toMatch(/delete the entry/);
    expect(staleReason(at('1.0.10'), '1.0.9', '1.0.4')).toMatch(/newer than the installed 1\.0\.9/);
    expect(staleReason(at('1.0.9'), '1.0.9', '1.0.4')).toBeNull();
    expect(staleReason(at('1.2.0'), '1.10.0', '1.0.4')).toBeNull();
  });

  it('hands a page the release of a change, and names one it does not know', () => {
    expect(changeOf('@react-sigma/core', 'SigmaContainer').version).toBe(changes[0]!.version);
    expect(() => changeOf('@react-sigma/core', 'Gone')).toThrow(/no change of @react-sigma\/core Gone/);
  });

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
