import fs from 'node:fs';
import type { PluginContentLoadedActions } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import analytics from './index';
import { isNewPageView, pageViewEvent } from './pageView';

const configured = { eventUrl: 'https://stats.example.org/api/event', domain: 'sim51.github.io' };

describe('analytics plugin', () => {
  it('adds no client module and no data when unconfigured', async () => {
    const plugin = analytics(null)();
    expect(plugin.getClientModules?.()).toEqual([]);
    const setGlobalData = vi.fn();
    await plugin.contentLoaded?.({ content: undefined, actions: { setGlobalData } as unknown as PluginContentLoadedActions });
    expect(setGlobalData).not.toHaveBeenCalled();
  });

  it('adds its client module and hands it the configuration when configured', async () => {
    const plugin = analytics(configured)();
    const modules = plugin.getClientModules?.() ?? [];
    expect(modules).toHaveLength(1);
    expect(fs.existsSync(modules[0]!)).toBe(true);
    const setGlobalData = vi.fn();
    await plugin.contentLoaded?.({ content: undefined, actions: { setGlobalData } as unknown as PluginContentLoadedActions });
    expect(setGlobalData).toHaveBeenCalledWith(configured);
  });
});

describe('page view payload', () => {
  it('has the fields of a Plausible page view', () => {
    const url = `${site.url}${site.baseUrl}docs/faq?x=1`;
    const event = pageViewEvent(url, 'sim51.github.io', 'https://www.google.com/');
    expect(event).toEqual({
      name: 'pageview',
      url,
      domain: 'sim51.github.io',
      referrer: 'https://www.google.com/',
    });
    expect(JSON.parse(JSON.stringify(event))).toEqual(event);
  });

  it('sends a null referrer for a direct visit', () => {
    expect(pageViewEvent('https://a.org/', 'a.org', '').referrer).toBeNull();
  });

  it('counts the first render and path changes, not query changes or anchor jumps', () => {
    const faq = { pathname: `${site.baseUrl}docs/faq`, search: '' };
    expect(isNewPageView(faq, null)).toBe(true);
    expect(isNewPageView(faq, { pathname: site.baseUrl, search: '' })).toBe(true);
    expect(isNewPageView({ ...faq, search: '?q=1' }, faq)).toBe(false);
    expect(
      isNewPageView(
        { pathname: `${site.baseUrl}playground`, search: '?layout=circular' },
        { pathname: `${site.baseUrl}playground`, search: '' },
      ),
    ).toBe(false);
    expect(isNewPageView(faq, { ...faq })).toBe(false);
  });
});
