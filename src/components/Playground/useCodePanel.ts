import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { compileExample } from '@site/src/live/compile';
import type { ProjectSpec } from '@site/src/live/project/types';
import { sigmaInstancesIn } from '@site/src/live/sigmaRegistry';
import { generateCode, projectSpec } from './codegen';
import type { PlaygroundSettings } from './settings';
import type { Loaded } from './useGraphData';

export const FRAME_HEIGHT = 560;

/** The helpers' text, by file name (helperSources.ts), loaded when a tab or a project needs it. */
export const loadHelpers = () => import('./helperSources').then((module) => module.HELPERS);

/** What the edited code may import besides the examples' imports: the helpers, by their names in the code. */
const EXTRA_MODULES: Record<string, () => Promise<unknown>> = {
  './generators': () => import('./generators'),
  './readGraph': () => import('./readGraph'),
  './looks': () => import('./looks'),
  './pacedLayout': () => import('./pacedLayout'),
  './random': () => import('../../examples/_shared/random'),
  '@sigma/node-border': () => import('@sigma/node-border'),
  '@sigma/node-image': () => import('@sigma/node-image'),
  '@sigma/edge-curve': () => import('@sigma/edge-curve'),
  // A CommonJS package: its named exports (inferSettings) are properties of its default export,
  // which a namespace from import() does not spread, while the edited code reads them by name.
  'graphology-layout-forceatlas2': () =>
    import('graphology-layout-forceatlas2').then((module) => ({ ...module.default, ...module })),
  'graphology-layout-forceatlas2/worker': () => import('graphology-layout-forceatlas2/worker'),
  'graphology-layout-noverlap/worker': () => import('graphology-layout-noverlap/worker'),
  'graphology-layout-force/worker': () => import('graphology-layout-force/worker'),
};

export type Compiled = { component: ComponentType } | { error: string };

/**
 * The code panel: App.tsx as the controls write it, or the reader's edit of it, compiled 400 ms
 * after the last keystroke; the project it downloads as; and what the edited code drew.
 */
export function useCodePanel(settings: PlaygroundSettings, reducers: string, loaded: Loaded | null) {
  const generated = generateCode(settings, { reducers, dataUrl: loaded?.file?.url, height: FRAME_HEIGHT });
  const [code, setCode] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const edited = code !== null && code !== generated;
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  useEffect(() => {
    if (!edited) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      compileExample(code, EXTRA_MODULES).then(
        (component) => current && setCompiled({ component }),
        (error: Error) => current && setCompiled({ error: error.message }),
      );
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [code, edited]);

  // What the edited code drew, read from its sigma instance: polled rather than told, since the
  // edited code builds its sigma instance itself.
  const frameRef = useRef<HTMLDivElement>(null);
  const [editedCounts, setEditedCounts] = useState<{ nodes: number; edges: number } | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const instance = frameRef.current ? sigmaInstancesIn(frameRef.current)[0] : undefined;
      const counts = instance ? { nodes: instance.getGraph().order, edges: instance.getGraph().size } : null;
      setEditedCounts((previous) => (previous?.nodes === counts?.nodes && previous?.edges === counts?.edges ? previous : counts));
    }, 300);
    return () => window.clearInterval(timer);
  }, []);

  const backToControls = () => {
    setCode(null);
    setCompiled(null);
    setEditedCounts(null);
    setEditorKey((key) => key + 1);
  };

  const spec = useCallback(async (): Promise<ProjectSpec> => {
    const file = loaded?.file;
    return projectSpec({
      settings,
      reducers,
      helpers: await loadHelpers(),
      app: edited ? code : undefined,
      file: file ? { name: file.name, text: file.text ?? '', bytes: file.bytes } : undefined,
    });
  }, [settings, reducers, loaded, edited, code]);

  const running = edited ? compiled : null;
  return {
    generated,
    /** The text in the editor: the reader's edit, or the generated code. */
    shown: edited ? code : generated,
    edited,
    /** The edited code's component or its error, once compiled; null while in sync with the controls. */
    running,
    /** What the edited code drew, once it runs. */
    counts: running && 'component' in running ? editedCounts : null,
    editorKey,
    setCode,
    backToControls,
    spec,
    frameRef,
  };
}
