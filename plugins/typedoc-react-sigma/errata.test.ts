import path from 'node:path';
import { Application, DeclarationReflection, type CommentDisplayPart, type ProjectReflection } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { applyErrata, errata, placesOf, replaceInParts, staleErrataMessage, type Erratum } from './errata.mjs';

async function convertFixture(name: string): Promise<ProjectReflection | undefined> {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [path.join(__dirname, 'fixture/index.d.ts')],
    plugin: [path.join(__dirname, 'index.mjs')],
    name,
    skipErrorChecking: true,
    logLevel: 'Error',
    // The fixture's own program: without a tsconfig, TypeDoc reads the site's and parses all of it (5.7 s a
    // conversion, 0.3 s with this one); and no @types packages, which the fixture does not need.
    tsconfig: path.join(__dirname, 'fixture/tsconfig.json'),
  });
  return app.convert();
}

const summaryOf = (project: ProjectReflection, name: string) => {
  const reflection = project.getChildByName(name);
  if (!(reflection instanceof DeclarationReflection)) throw new Error(`${name} was not converted`);
  const comment = reflection.comment ?? reflection.signatures?.[0]?.comment;
  return (comment?.summary ?? []).map((part) => part.text).join('');
};

describe('replaceInParts', () => {
  it('corrects inside a code block and keeps it a code block', () => {
    const parts: CommentDisplayPart[] = [
      { kind: 'text', text: 'Example:\n' },
      { kind: 'code', text: '```jsx\n<ZoomControl>\n</FullScreenControl>\n```' },
    ];
    expect(replaceInParts(parts, '</FullScreenControl>', '</ZoomControl>')).toBe(true);
    expect(parts[1]).toEqual({ kind: 'code', text: '```jsx\n<ZoomControl>\n</ZoomControl>\n```' });
  });

  it('corrects across code spans and links, spelled as in the source', () => {
    const parts: CommentDisplayPart[] = [
      { kind: 'text', text: 'Use it inside a ' },
      { kind: 'inline-tag', tag: '@link', text: 'SigmaProvider' },
      { kind: 'text', text: '. Then ' },
      { kind: 'code', text: '`zoom`' },
    ];
    expect(replaceInParts(parts, 'inside a {@link SigmaProvider}.', 'inside a `SigmaContainer`.')).toBe(true);
    expect(parts).toEqual([
      { kind: 'text', text: 'Use it inside a `SigmaContainer`. Then ' },
      { kind: 'code', text: '`zoom`' },
    ]);
  });

  it('reports text it cannot find and leaves the comment alone', () => {
    const parts: CommentDisplayPart[] = [{ kind: 'text', text: 'All good.' }];
    expect(replaceInParts(parts, 'wrong', 'right')).toBe(false);
    expect(parts).toEqual([{ kind: 'text', text: 'All good.' }]);
  });
});

describe('the errata list', () => {
  it('gives each entry a package, a symbol, a real change and a reason', () => {
    expect(errata.length).toBeGreaterThanOrEqual(10);
    for (const erratum of errata) {
      expect(erratum.package).toMatch(/^@react-sigma\//);
      expect(erratum.symbol).not.toBe('');
      expect(erratum.wrong).not.toBe('');
      expect(erratum.right).not.toBe(erratum.wrong);
      expect(erratum.why.length).toBeGreaterThan(20);
    }
  });
});

// Each test converts the fixture with TypeDoc: about 8 s alone, over a minute on a loaded 2-core machine.
describe('applyErrata on a converted project', { timeout: 150_000 }, () => {
  const fix: Erratum = {
    package: 'fixture',
    symbol: 'Widget',
    wrong: 'declared the way',
    right: 'declared like',
    why: 'A fixture correction.',
  };

  it('shows the corrected comment, and returns entries with nothing left to correct as stale', async () => {
    const project = await convertFixture('fixture');
    if (!project) throw new Error('TypeDoc could not convert the fixture');
    expect(applyErrata(project, 'fixture', [fix])).toEqual([]);
    expect(summaryOf(project, 'Widget')).toContain('A component declared like the react-sigma packages');
    // Applied once, the same entry now finds nothing: as after upstream fixes its comment.
    const removed = { ...fix, symbol: 'NoSuchSymbol' };
    expect(applyErrata(project, 'fixture', [fix, removed])).toEqual([
      { erratum: fix, symbol: 'Widget' },
      { erratum: removed, symbol: 'NoSuchSymbol' },
    ]);
    // Entries for other packages are left to their own runs.
    expect(applyErrata(project, 'fixture', [{ ...fix, package: 'other' }])).toEqual([]);
  }, 60_000);

  it('fails the generation, naming the entry, when one of the real errata is stale', async () => {
    // The fixture has no MiniMap: to the plugin, the minimap's erratum has nothing left to correct,
    // exactly as when upstream fixes the comment.
    await expect(convertFixture('@react-sigma/minimap')).rejects.toThrow(
      /stale JSDoc errata[\s\S]*@react-sigma\/minimap MiniMap: its comment no longer contains "This component must be used inside a \{@link SigmaProvider\}\."[\s\S]*delete or rewrite/,
    );
  }, 60_000);

  it('words the build error for every stale place', () => {
    const message = staleErrataMessage('fixture', [
      { erratum: fix, symbol: 'Widget' },
      { erratum: fix, symbol: 'WidgetProps.count' },
    ]);
    expect(message.split('\n')).toHaveLength(4);
    expect(message).toContain('- fixture Widget: its comment no longer contains "declared the way"');
    expect(message).toContain('- fixture WidgetProps.count: its comment');
  });

  it('corrects a comment at every place that shows it', () => {
    const shared = errata.find((erratum) => erratum.symbol === 'WorkerLayoutControlProps.children');
    expect(placesOf(shared!).map((place) => place.symbol)).toEqual([
      'WorkerLayoutControlProps.children',
      'LayoutForceControlProps.children',
      'LayoutForceAtlas2ControlProps.children',
      'LayoutNoverlapControlProps.children',
    ]);
    // Each page's example names its own component.
    expect(placesOf(shared!).map((place) => place.right?.split('\n')[0])).toEqual([
      '<WorkerLayoutControl layout={layout}>',
      '<LayoutForceControl>',
      '<LayoutForceAtlas2Control>',
      '<LayoutNoverlapControl>',
    ]);
  });
});
