import { describe, expect, it } from 'vitest';
import { typedocPlugins } from '../../config/typedoc';
import { runLimited, typedocOptions } from './index';

describe('typedoc-parallel', () => {
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

  it('runs tasks with a concurrency limit, keeping their order', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value;
    };
    expect(await runLimited([1, 2, 3, 4, 5].map(task), 2)).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
