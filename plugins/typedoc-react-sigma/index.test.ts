import path from 'node:path';
import { Application, DeclarationReflection, ReflectionKind, type ProjectReflection } from 'typedoc';
import { describe, expect, it } from 'vitest';

async function convertFixture(): Promise<ProjectReflection> {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [path.join(__dirname, 'fixture/index.d.ts')],
    plugin: [path.join(__dirname, 'index.mjs')],
    skipErrorChecking: true,
    logLevel: 'Error',
    // No @types packages: the fixture needs none, and loading them all made each run take seconds.
    compilerOptions: { skipLibCheck: true, noEmit: true, types: [] },
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the fixture');
  return project;
}

describe('typedoc-react-sigma plugin', () => {
  it('documents callable constants as functions and leaves other constants alone', async () => {
    const project = await convertFixture();
    const kindOf = (name: string) => project.getChildByName(name)?.kind;
    expect(kindOf('Widget')).toBe(ReflectionKind.Function);
    expect(kindOf('helper')).toBe(ReflectionKind.Function);
    expect(kindOf('version')).toBe(ReflectionKind.Variable);
    expect(kindOf('Maker')).toBe(ReflectionKind.Variable);
  }, 30_000);

  it('keeps the description and drops React\'s legacy context parameter', async () => {
    const project = await convertFixture();
    const widget = project.getChildByName('Widget');
    if (!(widget instanceof DeclarationReflection)) throw new Error('Widget was not converted');
    const signature = widget.signatures?.[0];
    expect(signature?.parameters?.map((parameter) => parameter.name)).toEqual(['props']);
    const summary = widget.comment?.summary ?? signature?.comment?.summary ?? [];
    expect(summary.map((part) => part.text).join('')).toContain('declared the way');
    // The tag the plugin adds is TypeDoc's own switch and must not show up on the page.
    expect(widget.comment?.hasModifier('@function') ?? false).toBe(false);
  }, 30_000);
});

describe('withTitleFrontMatter', () => {
  it('titles the page after its heading, without Markdown escapes', async () => {
    const { withTitleFrontMatter } = await import('./index.mjs');
    expect(withTitleFrontMatter('# SigmaContainerProps\\<N, E, G\\>\n\nText')).toBe(
      '---\ntitle: "SigmaContainerProps<N, E, G>"\n---\n\n# SigmaContainerProps\\<N, E, G\\>\n\nText',
    );
    expect(withTitleFrontMatter('---\ntitle: kept\n---\n# X')).toBe('---\ntitle: kept\n---\n# X');
    expect(withTitleFrontMatter('no heading')).toBe('no heading');
  });
});
