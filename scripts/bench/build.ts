import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { site } from '../../config/site';
import { e2eAnalyticsDomain } from '../analyticsCollector';
import { parseGnuTime, treeRssKb } from './stats';

/** Site-local caches and generated files a cold build starts without. Never node_modules/.cache: it may be shared. */
const generated = ['.docusaurus', '.cache'];

function processTable(): Map<number, { ppid: number; rssKb: number }> {
  const table = new Map<number, { ppid: number; rssKb: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      table.set(Number(entry), { ppid, rssKb });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** Samples the summed memory of a process tree until stopped; returns the peak in kB. */
function sampleTreeRss(pid: number): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(pid, processTable()));
  }, 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export interface BuildFigures {
  seconds: number;
  /** Largest single process (GNU time's maximum resident set size). */
  maxProcessRssMb: number | null;
  /** Peak of the whole process tree's resident memory, sampled every 250 ms. */
  peakTreeRssMb: number;
  buildDirMb: number;
  loadAverageBefore: number[];
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await directorySize(full) : (await fsp.stat(full)).size;
  }
  return total;
}

/**
 * Throws when `build/` was made for the browser tests (`npm test` builds with
 * `e2eAnalyticsEnv`): its pages send page views to the tests' collector, which
 * is not running during a bench, so every page logs a failed request and
 * Lighthouse's best-practices score drops to 96.
 */
export async function assertBuildForReaders(buildDir: string): Promise<void> {
  const jsDir = path.join(buildDir, 'assets/js');
  for (const file of await fsp.readdir(jsDir)) {
    if (!file.endsWith('.js')) continue;
    if ((await fsp.readFile(path.join(jsDir, file), 'utf8')).includes(e2eAnalyticsDomain)) {
      throw new Error(
        `bench: ${path.join(jsDir, file)} sends page views to the browser tests' collector (${e2eAnalyticsDomain}): ` +
          "it is the tests' build; make one with `npm run build` (or `docusaurus build --out-dir <dir>` and " +
          '--build-dir <dir>), or drop --skip-build',
      );
    }
  }
}

export async function buildDirSizeMb(buildDir: string): Promise<number> {
  return (await directorySize(buildDir)) / 1e6;
}

/** `npm run build` into `buildDir` from nothing: no build output, no .docusaurus/, no webpack cache, no generated API pages. */
export async function coldBuild(siteDir: string, buildDir: string, loadAverage: () => number[]): Promise<BuildFigures> {
  for (const dir of [buildDir, ...generated.map((name) => path.join(siteDir, name))]) {
    await fsp.rm(dir, { recursive: true, force: true });
  }
  for (const dir of await fsp.readdir(path.join(siteDir, 'docs/api'), { withFileTypes: true }).catch(() => [])) {
    if (dir.isDirectory()) await fsp.rm(path.join(siteDir, 'docs/api', dir.name), { recursive: true, force: true });
  }
  const loadAverageBefore = loadAverage();
  const hasGnuTime = fs.existsSync('/usr/bin/time');
  const [command, args] = hasGnuTime
    ? ['/usr/bin/time', ['-v', 'npm', 'run', 'build', '--silent', '--', '--out-dir', buildDir]]
    : ['npm', ['run', 'build', '--silent', '--', '--out-dir', buildDir]];
  const started = performance.now();
  const child = spawn(command, args, { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const stopSampling = sampleTreeRss(child.pid!);
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  const peakTreeRssKb = stopSampling();
  if (code !== 0) throw new Error(`build failed (${code}):\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`);
  const gnu = parseGnuTime(stderr);
  return {
    seconds,
    maxProcessRssMb: gnu.maxRssKb === null ? null : gnu.maxRssKb / 1024,
    peakTreeRssMb: peakTreeRssKb / 1024,
    buildDirMb: await buildDirSizeMb(buildDir),
    loadAverageBefore,
  };
}

export interface DevFigures {
  /** From spawning `npm start` to the first 200 answer for a docs page. */
  firstResponseSeconds: number;
  /** To a browser showing that page's heading (the dev server sends no pre-rendered HTML). */
  contentSeconds: number;
  /** From saving an edit of the page's MDX to the open browser showing it. */
  mdxEditSeconds: number;
  /** From saving an edit of an example's source to its page showing the new source. */
  exampleEditSeconds: number;
}

/**
 * Appends `marker` to `file`, waits until `page` shows it, restores the file
 * (and waits until the marker is gone again, so the next measure starts from a
 * settled server). Returns the seconds from the save to the browser showing it.
 */
async function timeEdit(page: Page, file: string, addition: string, marker: string): Promise<number> {
  const original = await fsp.readFile(file, 'utf8');
  const started = performance.now();
  await fsp.writeFile(file, `${original}${addition}`);
  try {
    await page.getByText(marker).first().waitFor({ timeout: 60_000 });
    return (performance.now() - started) / 1000;
  } finally {
    await fsp.writeFile(file, original);
    await page.getByText(marker).first().waitFor({ state: 'detached', timeout: 60_000 });
  }
}

/** Time from `npm start` until the dev server answers the docs page and a browser shows its content. */
export async function devServerStartup(siteDir: string, port: number, browser: Browser): Promise<DevFigures> {
  const origin = `http://127.0.0.1:${port}${site.baseUrl}`;
  const url = `${origin}docs/start-introduction`;
  const started = performance.now();
  // Its own process group, so stopping it stops the whole tree it started (and nothing else).
  const child = spawn('npm', ['start', '--silent', '--', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: siteDir,
    stdio: 'ignore',
    detached: true,
  });
  try {
    let firstResponseSeconds = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const status = await fetch(url)
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) {
        firstResponseSeconds = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() - started > 600_000) throw new Error('dev server did not answer within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const page = await browser.newPage();
    try {
      await page.goto(url);
      await page.locator('article h1').first().waitFor({ timeout: 120_000 });
      const contentSeconds = (performance.now() - started) / 1000;
      const mdxMarker = `Edited by the bench ${Date.now()}`;
      const mdxEditSeconds = await timeEdit(
        page,
        path.join(siteDir, 'docs/start-introduction.mdx'),
        `\n\n${mdxMarker}\n`,
        mdxMarker,
      );
      await page.goto(`${origin}docs/example/load-graph`);
      await page.locator('article h1').first().waitFor({ timeout: 120_000 });
      const exampleMarker = `edited_by_the_bench_${Date.now()}`;
      const exampleEditSeconds = await timeEdit(
        page,
        path.join(siteDir, 'src/examples/load-graph/GraphProp.tsx'),
        `\n// ${exampleMarker}\n`,
        exampleMarker,
      );
      return { firstResponseSeconds, contentSeconds, mdxEditSeconds, exampleEditSeconds };
    } finally {
      await page.close();
    }
  } finally {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}
