import type { Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';

type CacheGroup = Record<string, unknown>;

/** A module as the bundler's `splitChunks` tests see it (only what the site's tests read). */
export interface ModuleLike {
  resource?: string | null;
  request?: string | null;
}

/**
 * A cache group that moves the modules `test` takes into an async chunk named by `name`, whatever
 * their size: Docusaurus prefetches a linked page's named route chunks alone, so what moves out of a
 * route chunk is downloaded when the page is visited, not when a link to it is in view.
 */
export function namedAsyncGroup(
  test: (module: ModuleLike) => boolean,
  name: string | ((module: ModuleLike) => string | undefined),
) {
  return {
    test: (module: Module) => test(module as ModuleLike),
    chunks: 'async',
    enforce: true,
    priority: 10,
    name: typeof name === 'string' ? name : (module: Module) => name(module as ModuleLike),
  } as const;
}

/** A plugin that adds `cacheGroups` to the client bundle's `splitChunks` and does nothing else. */
export function cacheGroupsPlugin(pluginName: string, cacheGroups: Record<string, CacheGroup | false>): Plugin {
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { optimization: { splitChunks: { cacheGroups } } };
    },
  };
}
