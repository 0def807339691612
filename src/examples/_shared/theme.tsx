import { useEffect, useState } from 'react';
import { useSetSettings, useSigma } from '@react-sigma/core';
import type Sigma from 'sigma';
import type { Settings } from 'sigma/settings';
import type { NodeDisplayData, PartialButFor } from 'sigma/types';

export type ColorScheme = 'light' | 'dark';

/**
 * The page's colour scheme: the `data-theme` attribute when the page sets one
 * (as the docs site does), otherwise the system preference.
 */
export function readColorScheme(): ColorScheme {
  const attribute = document.documentElement.dataset.theme;
  if (attribute === 'dark' || attribute === 'light') return attribute;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Follows the colour scheme live. */
export function useColorScheme(): ColorScheme {
  const [scheme, setScheme] = useState<ColorScheme>(readColorScheme);
  useEffect(() => {
    const update = () => setScheme(readColorScheme());
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', update);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', update);
    };
  }, []);
  return scheme;
}

export const graphColors = {
  light: { label: '#1c1e21', edge: '#adb5bd', hoverBackground: '#ffffff', hoverShadow: 'rgba(0, 0, 0, 0.35)' },
  dark: { label: '#e3e3e3', edge: '#5c636a', hoverBackground: '#2b2d31', hoverShadow: 'rgba(0, 0, 0, 0.8)' },
} as const;

type HoverDrawer = Settings['defaultDrawNodeHover'];

/** Draws a hovered node's label on a box that matches the colour scheme (sigma's own box is always white). */
function hoverDrawer(scheme: ColorScheme): HoverDrawer {
  const colors = graphColors[scheme];
  return (context, data: PartialButFor<NodeDisplayData, 'x' | 'y' | 'size' | 'label' | 'color'>, settings) => {
    const size = settings.labelSize;
    context.font = `${settings.labelWeight} ${size}px ${settings.labelFont}`;
    const padding = 2;
    const textWidth = data.label ? context.measureText(data.label).width : 0;
    const boxWidth = Math.round(textWidth + 5);
    const boxHeight = Math.round(size + 2 * padding);
    const radius = Math.max(data.size, size / 2) + padding;
    context.fillStyle = colors.hoverBackground;
    context.shadowOffsetX = 0;
    context.shadowOffsetY = 0;
    context.shadowBlur = 8;
    context.shadowColor = colors.hoverShadow;
    context.beginPath();
    if (data.label) {
      context.moveTo(data.x + radius, data.y + boxHeight / 2);
      context.lineTo(data.x + radius + boxWidth, data.y + boxHeight / 2);
      context.lineTo(data.x + radius + boxWidth, data.y - boxHeight / 2);
      context.lineTo(data.x + radius, data.y - boxHeight / 2);
    }
    context.arc(data.x, data.y, radius, 0, Math.PI * 2);
    context.closePath();
    context.fill();
    context.shadowBlur = 0;
    if (data.label) {
      context.fillStyle = colors.label;
      context.fillText(data.label, data.x + data.size + 3, data.y + size / 3);
    }
  };
}

const hoverDrawers = { light: hoverDrawer('light'), dark: hoverDrawer('dark') };

/**
 * The sigma settings that depend on the colour scheme. Give them to
 * `<SigmaContainer settings>` too, and sigma draws its first frame in the
 * right colours instead of drawing it twice.
 */
export function themeSettings(scheme: ColorScheme): Partial<Settings> {
  const colors = graphColors[scheme];
  return {
    labelColor: { color: colors.label },
    edgeLabelColor: { color: colors.label },
    defaultEdgeColor: colors.edge,
    defaultDrawNodeHover: hoverDrawers[scheme],
  };
}

/** Whether sigma already uses `settings` (colours compared by value, the hover drawer by identity). */
function inUse(sigma: Sigma, settings: Partial<Settings>): boolean {
  return Object.entries(settings).every(([key, value]) => {
    const current: unknown = sigma.getSetting(key as keyof Settings);
    if (typeof value !== 'object' || value === null) return current === value;
    return JSON.stringify(current) === JSON.stringify(value);
  });
}

/**
 * Put inside `<SigmaContainer>`: keeps labels, edges and hover boxes readable
 * in light and dark mode, without re-creating sigma when the scheme changes.
 */
export function GraphTheme(): null {
  const scheme = useColorScheme();
  const sigma = useSigma();
  const setSettings = useSetSettings();
  useEffect(() => {
    const settings = themeSettings(scheme);
    // Setting them again would index the whole graph and draw it once more.
    if (!inUse(sigma, settings)) setSettings(settings);
  }, [scheme, sigma, setSettings]);
  return null;
}
