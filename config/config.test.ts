import { describe, expect, it } from 'vitest';
import config from '../docusaurus.config';
import { apiPackages } from './apiPackages';
import { memberTitle, typedocPlugins } from './typedoc';

describe('docusaurus config', () => {
  it('has the spec constants', () => {
    expect(config.baseUrl).toBe('/react-sigma/');
    expect(config.titleDelimiter).toBe('|');
    expect(config.trailingSlash).toBe(false);
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.themeConfig.colorMode.respectPrefersColorScheme).toBe(true);
    expect(config.themeConfig.navbar.hideOnScroll).toBe(true);
    expect(config.themeConfig.announcementBar.isCloseable).toBe(true);
  });

  it('builds one TypeDoc plugin per package from the one list', () => {
    expect(apiPackages).toHaveLength(10);
    expect(new Set(apiPackages.map((pkg) => pkg.id)).size).toBe(10);
    const options = typedocPlugins.map((plugin) => (plugin as [string, Record<string, unknown>])[1]);
    expect(options.map((option) => option.out)).toEqual(apiPackages.map((pkg) => `docs/api/${pkg.id}`));
    for (const [index, option] of options.entries()) {
      const pkg = apiPackages[index]!;
      expect(option.entryPoints).toEqual([`node_modules/${pkg.name}/lib/index.d.ts`]);
      expect(option.disableSources).toBe(true);
      expect(String(option.installNote)).toContain(`npm install ${pkg.name}`);
    }
  });

  it('installs each package with its peer dependencies', () => {
    const noverlap = typedocPlugins[apiPackages.findIndex((pkg) => pkg.id === 'layout-noverlap')] as [
      string,
      { installNote: string },
    ];
    expect(noverlap[1].installNote).toContain('npm install @react-sigma/layout-noverlap graphology-layout-noverlap');
  });

  it("titles a member page with its type parameters' names only, as before signatures were expanded", () => {
    const expanded =
      'GraphType\\<N *extends* `Attributes` = `Attributes`, E *extends* `Attributes` = `Attributes`, G *extends* `Attributes` = `Attributes`\\>';
    expect(memberTitle({ name: expanded })).toBe('GraphType\\<N, E, G\\>');
    expect(
      memberTitle({
        name: 'SigmaContainerProps\\<N *extends* `Attributes`, E *extends* `Attributes`, G *extends* `Attributes`\\>',
      }),
    ).toBe('SigmaContainerProps\\<N, E, G\\>');
    expect(memberTitle({ name: 'debounce\\<A = `unknown`, R = `void`\\>' })).toBe('debounce\\<A, R\\>');
    expect(memberTitle({ name: 'GraphologyLayout()\\<T\\>' })).toBe('GraphologyLayout()\\<T\\>');
    expect(memberTitle({ name: 'useSigma()' })).toBe('useSigma()');
  });
});
