import { describe, expect, it } from 'vitest';
import { typedocPlugins } from '../../config/typedoc';
import { withPrivateOptions } from './index';

describe('withPrivateOptions', () => {
  it('turns each typedoc entry into a function plugin, so its options stay out of the client config', () => {
    const wrapped = typedocPlugins.map(withPrivateOptions);
    expect(wrapped).toHaveLength(typedocPlugins.length);
    for (const plugin of wrapped) expect(typeof plugin).toBe('function');
    // Docusaurus serialises the site config for the browser with JSON; a function becomes null.
    const shipped = JSON.stringify(wrapped);
    expect(shipped).not.toContain('entryPoints');
    expect(shipped).not.toContain('npm install');
  });

  it('refuses anything but a docusaurus-plugin-typedoc entry with options', () => {
    expect(() => withPrivateOptions('docusaurus-plugin-typedoc')).toThrow(/expected a \["docusaurus-plugin-typedoc", options\] entry/);
    expect(() => withPrivateOptions(['another-plugin', {}])).toThrow(/expected/);
  });
});
