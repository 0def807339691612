/**
 * The bench's phases in Playwright's Chromium: page weight, first graph frame, search latency,
 * large graphs and move settings. Each writes its figures into the run as it gets them, so a phase that fails part
 * way keeps what it measured before.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { site } from '../../config/site';
import { measureFirstGraphFrame, measurePageWeight, measureSearchLatency } from './browser';
import { buildPlainPage, measureLargeGraphs } from './largeGraphPages';
import type { MovePlan } from './moveSettings';
import { measureMoveSettings } from './moveSettingsPages';
import { startRecordingServer, type RecordingServer } from './server';
import { median } from './stats';
import type { BenchRun } from './targets';

/** Where our pages are served, and the baseline's (null without a baseline). */
export interface Servers {
  ours: RecordingServer;
  bare: RecordingServer | null;
}

/** What each page downloads, then the bare docs page's. */
export async function measurePageWeights(browser: Browser, run: BenchRun, servers: Servers): Promise<void> {
  for (const page of run.pages) {
    console.log(`bench: ${page.name}: downloads…`);
    page.weight = await measurePageWeight(browser, servers.ours, servers.ours.origin + page.path);
    // An API page's live example loads its graph code once the reader scrolls to it (or presses Run):
    // the page as it first loads must have none. Other pages have none even scrolled through.
    page.unexpectedGraphCode =
      page.kind === 'example' ? null : (page.kind === 'api' ? page.weight.initial : page.weight.settled).graphCode;
  }
  if (run.baseline && servers.bare) {
    console.log('bench: bare docs page: downloads…');
    run.baseline.docs.weight = await measurePageWeight(browser, servers.bare, servers.bare.origin + run.baseline.build.docsPath);
  }
}

/**
 * First graph frame: each example page, then the bare sigma page, in turns (ours, bare, ours,
 * bare…), one load each per round, so each of our loads has a bare one beside it to be divided
 * by; the page alone without Docusaurus once per round, for reference.
 */
export async function measureFirstGraphFrames(browser: Browser, run: BenchRun, servers: Servers, rounds: number) {
  const examplePages = run.pages.filter((page) => page.kind === 'example');
  if (!examplePages.length) return;
  console.log(`bench: first graph frame ×${rounds}, in turns with the bare sigma page…`);
  const { baseline } = run;
  const bare = baseline && servers.bare ? { build: baseline.build, origin: servers.bare.origin } : null;
  const frames = new Map<string, number[]>();
  const bareBeside = new Map<string, number[]>();
  const record = (map: Map<string, number[]>, name: string, runs: number[]) => map.set(name, [...(map.get(name) ?? []), ...runs]);
  const firstFrames = async (url: string) => (await measureFirstGraphFrame(browser, url, 1)).runs;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const page of examplePages) {
        record(frames, page.name, await firstFrames(servers.ours.origin + page.path));
        if (bare) {
          const runs = await firstFrames(bare.origin + bare.build.graphPath);
          record(bareBeside, page.name, runs);
          record(frames, 'bare sigma', runs);
        }
      }
      if (bare) record(frames, 'sigma alone', await firstFrames(bare.origin + bare.build.sigmaPath));
    }
  } finally {
    // The rounds done so far, also when one failed.
    const figure = (runs: number[]) => ({ median: median(runs), runs });
    for (const page of examplePages) {
      const runs = frames.get(page.name);
      if (runs) page.firstGraphFrame = { ...figure(runs), bareRuns: bareBeside.get(page.name) };
    }
    if (baseline && frames.has('bare sigma')) baseline.sigma.firstGraphFrame = figure(frames.get('bare sigma')!);
    if (baseline && frames.has('sigma alone')) baseline.sigmaAlone.firstGraphFrame = figure(frames.get('sigma alone')!);
  }
}

/** Keystroke to results in the search box of a docs page. */
export function measureSearch(browser: Browser, servers: Servers) {
  console.log('bench: search latency…');
  return measureSearchLatency(browser, `${servers.ours.origin}${site.baseUrl}docs/start-setup`, [
    'useworkerlayout',
    'graph search',
    'minimap',
  ]);
}

/** The large-graph table: the plain page is bundled and served for the phase only. */
export async function measureLargeGraphTable(
  browser: Browser,
  run: BenchRun,
  servers: Servers,
  { sizes, rounds }: { sizes: readonly number[]; rounds: number },
): Promise<void> {
  const plainRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-large-'));
  try {
    await buildPlainPage(plainRoot);
    const plainServer = await startRecordingServer(plainRoot);
    try {
      const origins = { ours: servers.ours.origin, plain: plainServer.origin };
      for await (const result of measureLargeGraphs(browser, origins, sizes, rounds, (line) => console.log(line))) {
        run.largeGraphs.push(result);
      }
    } finally {
      await plainServer.close();
    }
  } finally {
    await fs.rm(plainRoot, { recursive: true, force: true });
  }
}

/** The move-settings table: each load's figures are kept as they come, so a failure keeps the rounds before it. */
export async function measureMoveSettingsTable(browser: Browser, run: BenchRun, servers: Servers, plan: MovePlan): Promise<void> {
  for await (const figures of measureMoveSettings(browser, servers.ours.origin, plan, (line) => console.log(line))) {
    run.moveSettings.push(figures);
  }
}
