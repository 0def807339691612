import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { versionDefinitions, VERSIONS_IDENTIFIER } from '../../../plugins/package-versions';

describe('<Version />', () => {
  beforeAll(() => {
    // What the bundler's DefinePlugin substitutes in the site's build.
    vi.stubGlobal(VERSIONS_IDENTIFIER, JSON.parse(versionDefinitions()[VERSIONS_IDENTIFIER]!));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('renders the installed version of a documented package', async () => {
    const { default: Version } = await import('./index');
    const { versionOf } = await import('../../../config/versions');
    expect(renderToStaticMarkup(createElement(Version, { pkg: '@react-sigma/minimap' }))).toBe(versionOf('@react-sigma/minimap'));
    expect(renderToStaticMarkup(createElement(Version, { pkg: 'sigma' }))).toBe(versionOf('sigma'));
  });

  it('fails the page, naming the fix, for a package it does not know', async () => {
    const { default: Version } = await import('./index');
    expect(() => renderToStaticMarkup(createElement(Version, { pkg: 'react' }))).toThrow(
      /<Version pkg="react" \/>: not a documented package; add it to documentedPackages in config\/versions\.ts/,
    );
  });
});
