import path from 'node:path';
import { Application, DeclarationReflection, ReflectionKind, ReflectionType, type ProjectReflection } from 'typedoc';
import { beforeAll, describe, expect, it } from 'vitest';

async function convertFixture(): Promise<ProjectReflection> {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [path.join(__dirname, 'fixture/index.d.ts')],
    plugin: [path.join(__dirname, 'index.mjs')],
    skipErrorChecking: true,
    logLevel: 'Error',
    // The fixture's own program: without a tsconfig, TypeDoc reads the site's and parses all of it (5.7 s a
    // conversion, 0.3 s with this one); and no @types packages, which the fixture does not need.
    tsconfig: path.join(__dirname, 'fixture/tsconfig.json'),
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the fixture');
  return project;
}

// One conversion for all the tests below: each TypeDoc run takes seconds.
let project: ProjectReflection;
beforeAll(async () => {
  project = await convertFixture();
}, 150_000);

function declaration(name: string): DeclarationReflection {
  const reflection = project.getChildByName(name);
  if (!(reflection instanceof DeclarationReflection)) throw new Error(`${name} was not converted`);
  return reflection;
}

const summary = (reflection: { comment?: { summary: { text: string }[] } } | undefined) =>
  (reflection?.comment?.summary ?? []).map((part) => part.text).join('');

describe('typedoc-react-sigma plugin', () => {
  it('documents callable constants as functions and leaves other constants alone', () => {
    const kindOf = (name: string) => project.getChildByName(name)?.kind;
    expect(kindOf('Widget')).toBe(ReflectionKind.Function);
    expect(kindOf('helper')).toBe(ReflectionKind.Function);
    expect(kindOf('version')).toBe(ReflectionKind.Variable);
    expect(kindOf('Maker')).toBe(ReflectionKind.Variable);
  });

  it("keeps the description and drops React's legacy context parameter", () => {
    const widget = declaration('Widget');
    const signature = widget.signatures?.[0];
    expect(signature?.parameters?.map((parameter) => parameter.name)).toEqual(['props']);
    const summary = widget.comment?.summary ?? signature?.comment?.summary ?? [];
    expect(summary.map((part) => part.text).join('')).toContain('declared the way');
    // The tag the plugin adds is TypeDoc's own switch and must not show up on the page.
    expect(widget.comment?.hasModifier('@function') ?? false).toBe(false);
  });
});

describe('members of types without a page of their own', () => {
  it('shows the members of a props type the package does not export, with their descriptions', () => {
    const props = declaration('Local').signatures?.[0]?.parameters?.[0]?.type;
    expect(props).toBeInstanceOf(ReflectionType);
    const size = (props as ReflectionType).declaration.getChildByName('size');
    expect(summary(size)).toBe('Shown on the page of the component that takes them.');
  });

  it('shows a local constructor type written with a type argument as its signature', () => {
    const ctor = declaration('make').signatures?.[0]?.parameters?.[0]?.type;
    expect(ctor).toBeInstanceOf(ReflectionType);
    const construct = (ctor as ReflectionType).declaration.signatures?.[0];
    expect(construct?.kind).toBe(ReflectionKind.ConstructorSignature);
    expect(construct?.parameters?.map((parameter) => parameter.name)).toEqual(['value']);
  });

  it('lists the members an Omit alias keeps, its own, and none it leaves out', () => {
    const derived = declaration('DerivedProps');
    expect(derived.type).toBeUndefined();
    expect(derived.children?.map((child) => child.name).sort()).toEqual(['extra', 'id']);
    expect(summary(derived.getChildByName('id') as DeclarationReflection)).toBe('Kept by the derived props.');
    expect(summary(derived.getChildByName('extra') as DeclarationReflection)).toBe('Added by the derived props.');
  });
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
