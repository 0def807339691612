import { describe, expect, it } from 'vitest';
import { typedocPlugins } from '../../config/typedoc';
import { typedocOptions } from './index';

describe('typedoc-runner', () => {
  it('gives TypeDoc what docusaurus-plugin-typedoc gave it', () => {
    const options = typedocOptions({ siteDir: '/site' }, typedocPlugins[0]!);
    expect(options).toMatchObject({
      out: 'docs/api/core',
      docsPath: '/site/docs',
      numberPrefixParser: true,
      entryPoints: ['node_modules/@react-sigma/core/lib/index.d.ts'],
      plugin: ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', './plugins/typedoc-react-sigma/index.mjs'],
    });
    expect(options).not.toHaveProperty('id');
  });

  it('refuses entries of other plugins', () => {
    expect(() => typedocOptions({ siteDir: '/site' }, ['other-plugin', {}])).toThrow(/expected/);
  });
});
