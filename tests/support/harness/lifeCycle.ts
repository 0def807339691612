/**
 * The life cycle guide's blank page (tests/e2e/examples/life-cycle.spec.ts): the installed packages,
 * React's Strict Mode, the guide's snippet for react-sigma 5.0.4, and a stand-in for 5.0.4's
 * SigmaContainer, which the site no longer installs. Bundled with React's development build, the
 * only one in which Strict Mode rehearses an unmount.
 */
import { createElement as h, StrictMode, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import Graph from 'graphology';
import Sigma from 'sigma';
import * as core from '@react-sigma/core';
import { MiniMap } from '@react-sigma/minimap';
import { KillSigmaOnUnmount } from '../../../src/snippets/life-cycle/KillSigmaOnUnmount';

interface ContainerProps {
  graph: Graph;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * What 5.0.4's SigmaContainer did with its instance, and nothing more: it built sigma in a state
 * updater that first killed the previous instance, and its effect had no clean-up, so an unmount
 * left the instance alive. The installed release builds sigma in the effect and kills it in the
 * clean-up (plugins/typedoc-react-sigma/changedIn.mjs quotes its changelog line). Checked once against
 * the published 5.0.4 (`npm pack @react-sigma/core@5.0.4`, bundled in its place): the life cycle
 * spec's counts were the same, Strict Mode's included.
 */
function SigmaContainer504({ graph, style, children }: ContainerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [sigma, setSigma] = useState<Sigma | null>(null);
  useEffect(() => {
    setSigma((previous) => {
      if (!containerRef.current) return null;
      previous?.kill();
      return new Sigma(graph, containerRef.current);
    });
  }, [graph]);
  const context = useMemo(() => (sigma && rootRef.current ? { sigma, container: rootRef.current } : null), [sigma]);
  return h(
    'div',
    { className: 'react-sigma', style, ref: rootRef },
    h('div', { className: 'sigma-container', ref: containerRef }),
    context ? h(core.SigmaProvider, { value: context }, children) : null,
  );
}

export const lifeCycle = {
  h,
  useEffect,
  StrictMode,
  createRoot,
  Graph,
  Sigma,
  SigmaContainer: core.SigmaContainer,
  SigmaContainer504,
  KillSigmaOnUnmount,
  MiniMap,
};
export type LifeCycleHarness = typeof lifeCycle;

declare global {
  interface Window {
    lifeCycle: LifeCycleHarness;
  }
}

window.lifeCycle = lifeCycle;
