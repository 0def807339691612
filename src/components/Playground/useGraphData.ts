import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type Graph from 'graphology';
import { colorNodes, sizeNodes } from './looks';
import { readSettings, writeSettings, type GeneratorSource, type PlaygroundSettings } from './settings';

/** The graph on screen: generated from the settings or read from the reader's file. */

export interface Loaded {
  graph: Graph;
  /** Counts the frame's re-mounts: a new graph gets a new sigma. */
  id: number;
  /** When loading started, for the first-frame figure. */
  since: number;
  loadMs: number;
  file?: { name: string; url: string; text?: string; bytes: number };
}

export type Message = { kind: 'info' | 'error'; title: string; lines: string[] };

export const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** The looks last written into each graph's attributes. */
const looksOf = new WeakMap<Graph, { sizeBy: string; colorBy: string }>();

/**
 * Sizes and colours written into the graph's attributes, as the generated code does; `size` and
 * `color` as "by" keep what the file gave. A new graph gets them before sigma draws it: changed
 * after, they make sigma index and draw it again.
 */
function applyLooks(graph: Graph, sizeBy: string, colorBy: string): void {
  const last = looksOf.get(graph);
  if (last?.sizeBy === sizeBy && last.colorBy === colorBy) return;
  if (sizeBy !== 'size') sizeNodes(graph, sizeBy);
  if (colorBy !== 'color') colorNodes(graph, colorBy);
  looksOf.set(graph, { sizeBy, colorBy });
}

/**
 * The generators, asked for as this module loads when the link opens a generated graph (as the
 * page does without one). This module loads while the page hydrates (src/pages/playground.tsx),
 * so they are there for the first render, which draws the graph at once, instead of rendering
 * the page, then loading them, then rendering it again with the graph.
 */
let generators: typeof import('./generators') | null = null;
/** Resolves once the first render has what it needs: the page waits for it (through Live.tsx). */
export const ready: Promise<void> =
  typeof window !== 'undefined' && readSettings(window.location.search).settings.source.kind === 'generator'
    ? import('./generators').then(
        (module) => {
          generators = module;
        },
        // Without them, the first render shows "Generating the graph…" and the loader reports the failure.
        () => undefined,
      )
    : Promise.resolve();

/** The generated graph `settings` ask for, with its looks, when the generators are there. */
function generateAtStart(settings: PlaygroundSettings): Loaded | null {
  const { source } = settings;
  if (source.kind !== 'generator' || !generators) return null;
  const since = performance.now();
  const graph = generators.generateGraph(source.generator, source.nodes, source.edges, source.seed);
  const loadMs = performance.now() - since;
  applyLooks(graph, settings.sizeBy, settings.colorBy);
  return { graph, id: 1, since, loadMs };
}

/** The generator's part of the settings (the link's first four parameters): a change of it is a new graph. */
function generatorKey(settings: PlaygroundSettings): string | null {
  if (settings.source.kind !== 'generator') return null;
  return writeSettings({ ...settings, layout: 'none' })
    .split('&')
    .slice(0, 4)
    .join('&');
}

/** Starts a load: `current()` tells whether it is still the newest. */
function startLoad(tickets: { current: number }) {
  const ticket = ++tickets.current;
  return { since: performance.now(), current: () => ticket === tickets.current };
}

/**
 * Loads the graph the settings name (generated) or the reader opens (a file), newest wins;
 * `onNewGraph` runs as each one replaces the last.
 */
export function useGraphData(
  initial: ReturnType<typeof readSettings>,
  settings: PlaygroundSettings,
  setSettings: Dispatch<SetStateAction<PlaygroundSettings>>,
  onNewGraph: () => void,
) {
  const [loaded, setLoaded] = useState<Loaded | null>(() => generateAtStart(initial.settings));
  const [busy, setBusy] = useState<string | null>(loaded ? null : 'Generating the graph…');
  // The first render's graph is the one the settings ask for: the loader below starts with the next change.
  const generatedAtStart = useRef(loaded !== null);
  const [message, setMessage] = useState<Message | null>(
    initial.notes.length ? { kind: 'info', title: 'About this link', lines: initial.notes } : null,
  );
  const loadTicket = useRef(0);
  const settingsNow = useRef(settings);
  useEffect(() => {
    settingsNow.current = settings;
  }, [settings]);

  const show = useCallback(
    (graph: Graph, sizeBy: string, colorBy: string, since: number, loadMs: number, file?: Loaded['file']) => {
      applyLooks(graph, sizeBy, colorBy);
      setBusy(null);
      onNewGraph();
      setLoaded((previous) => {
        if (previous?.file && previous.file.url !== file?.url) URL.revokeObjectURL(previous.file.url);
        return { graph, id: (previous?.id ?? 0) + 1, since, loadMs, file };
      });
    },
    [onNewGraph],
  );

  // A generated graph: from the settings, so a link restores it.
  const key = generatorKey(settings);
  useEffect(() => {
    if (generatedAtStart.current) {
      generatedAtStart.current = false;
      return;
    }
    if (settings.source.kind !== 'generator') return;
    const source = settings.source;
    const load = startLoad(loadTicket);
    void import('./generators').then(({ generateGraph }) => {
      if (!load.current()) return;
      const graph = generateGraph(source.generator, source.nodes, source.edges, source.seed);
      show(graph, settingsNow.current.sizeBy, settingsNow.current.colorBy, load.since, performance.now() - load.since);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the source's identity
  }, [key, show]);

  const openFile = useCallback(
    async (file: File) => {
      const load = startLoad(loadTicket);
      setBusy(`Reading ${file.name}…`);
      try {
        const { readGraph, FORMATS } = await import('./readGraph');
        const result = await readGraph(file, file.name);
        if (!load.current()) return;
        const loadMs = performance.now() - load.since;
        const formatName = FORMATS.find((format) => format.id === result.format)!.name;
        const url = URL.createObjectURL(file);
        const text = file.size <= 1024 * 1024 ? await file.text() : undefined;
        setMessage({
          kind: 'info',
          title: `Read ${file.name} (${formatName}): ${plural(result.graph.order, 'node')}, ${plural(result.graph.size, 'edge')}.`,
          lines: result.notes,
        });
        // A file's own colours and sizes are kept unless the reader picks another source for them.
        const has = (attribute: string, type: string) =>
          result.graph.someNode((_node, attributes) => typeof attributes[attribute] === type);
        const sizeBy = has('size', 'number') ? 'size' : 'degree';
        const colorBy = has('color', 'string') ? 'color' : 'degree';
        setSettings((current) => ({
          ...current,
          source: { kind: 'file', name: file.name },
          sizeBy,
          colorBy,
          nodeProgram: current.nodeProgram === 'image' && !has('image', 'string') ? 'circle' : current.nodeProgram,
        }));
        show(result.graph, sizeBy, colorBy, load.since, loadMs, { name: file.name, url, text, bytes: file.size });
      } catch (error) {
        if (!load.current()) return;
        setBusy(null);
        const known = (error as Error).name === 'GraphFileError';
        setMessage({
          kind: 'error',
          title: `${file.name} was not loaded.`,
          lines: [
            known ? (error as Error).message : `Unexpected error: ${(error as Error).message}`,
            'The graph on screen is unchanged.',
          ],
        });
      }
    },
    [setSettings, show],
  );

  /** Generates `source`, keeping the looks unless they came from a file. */
  const generate = (source: GeneratorSource) => {
    setMessage(null);
    setBusy(`Generating ${plural(source.edges, 'edge')}…`);
    setSettings((current) => ({
      ...current,
      source,
      sizeBy: current.sizeBy === 'size' ? 'degree' : current.sizeBy,
      colorBy: current.colorBy === 'color' ? 'cluster' : current.colorBy,
    }));
  };

  // Looks chosen later: written into the graph's attributes, as the generated code does.
  const graph = loaded?.graph ?? null;
  useEffect(() => {
    if (graph) applyLooks(graph, settings.sizeBy, settings.colorBy);
  }, [graph, settings.sizeBy, settings.colorBy]);

  return { loaded, busy, message, setMessage, openFile, generate };
}
