import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { typedocPlugins } from '../../config/typedoc';
import { CACHE_KEY_FILE, isCached, typedocCacheKey, cachedWithPrivateOptions } from './index';

describe('cachedWithPrivateOptions', () => {
  it('turns each typedoc entry into a function plugin, so its options stay out of the client config', () => {
    const wrapped = typedocPlugins.map(cachedWithPrivateOptions);
    expect(wrapped).toHaveLength(typedocPlugins.length);
    for (const plugin of wrapped) expect(typeof plugin).toBe('function');
    // Docusaurus serialises the site config for the browser with JSON; a function becomes null.
    const shipped = JSON.stringify(wrapped);
    expect(shipped).not.toContain('entryPoints');
    expect(shipped).not.toContain('npm install');
  });

  it('refuses anything but a docusaurus-plugin-typedoc entry with options', () => {
    expect(() => cachedWithPrivateOptions('docusaurus-plugin-typedoc')).toThrow(
      /expected a \["docusaurus-plugin-typedoc", options\] entry/,
    );
    expect(() => cachedWithPrivateOptions(['another-plugin', {}])).toThrow(/expected/);
  });
});

describe('the TypeDoc output cache', () => {
  const siteDir = path.resolve(__dirname, '../..');
  const [first] = typedocPlugins as [PluginConfig, ...PluginConfig[]];
  const options = (first as [string, Record<string, unknown>])[1];

  it('keys the output on the options, the documented package and the tools', () => {
    const key = typedocCacheKey(siteDir, options);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(typedocCacheKey(siteDir, options)).toBe(key);
    expect(typedocCacheKey(siteDir, { ...options, hidePageHeader: false })).not.toBe(key);
    expect(typedocCacheKey(siteDir, { ...options, entryPoints: ['node_modules/@react-sigma/minimap/lib/index.d.ts'] })).not.toBe(
      key,
    );
  });

  it('counts an output as cached only when it is complete and its key matches', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'typedoc-cache-'));
    expect(isCached(out, 'k')).toBe(false);
    fs.writeFileSync(path.join(out, CACHE_KEY_FILE), 'k');
    expect(isCached(out, 'k')).toBe(false);
    fs.writeFileSync(path.join(out, 'typedoc-sidebar.cjs'), 'module.exports = [];');
    fs.writeFileSync(path.join(out, 'index.md'), '# x');
    expect(isCached(out, 'k')).toBe(true);
    expect(isCached(out, 'other')).toBe(false);
  });
});
