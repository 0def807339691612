/**
 * Tiny Docusaurus sites built with the installed CLI, to prove what the build
 * does with the real site's settings without breaking the real docs.
 *
 * A site lives in `tests/fixtures/tmp-*` (gitignored) so that Node finds the
 * repository's node_modules from it; `removeFixtureSite` deletes it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { siteDir } from './paths';

const cli = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export interface FixtureSite {
  dir: string;
  /** Writes a file relative to the site folder, creating folders as needed. */
  write(file: string, content: string): Promise<void>;
}

export interface BuildResult {
  code: number | null;
  /** stdout and stderr together, without colour codes. */
  output: string;
}

/**
 * A site with docs and a home page (the navbar links to it); `config` is merged
 * into its docusaurus.config.js.
 */
export async function createFixtureSite(name: string, config: Record<string, unknown>): Promise<FixtureSite> {
  const dir = await fs.mkdtemp(path.join(siteDir, 'tests/fixtures', `tmp-${name}-`));
  const write = async (file: string, content: string): Promise<void> => {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  };
  const siteConfig = {
    // The real site's pipeline (Docusaurus Faster: Rspack and SWC), which also builds these in seconds.
    future: { experimental_faster: true },
    title: 'Fixture',
    // Without one, the browser asks for /favicon.ico and logs the 404.
    favicon: 'favicon.svg',
    url: 'https://example.org',
    baseUrl: '/',
    ...config,
  };
  await write(
    'docusaurus.config.js',
    `module.exports = {
  ...${JSON.stringify(siteConfig, null, 2)},
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false, sitemap: false }]],
  // One-off builds: a persistent webpack cache would only cost time and disk.
  plugins: [() => ({ name: 'no-webpack-cache', configureWebpack: () => ({ cache: false }) })],
};
`,
  );
  await write('src/pages/index.md', '# Home\n\nA page outside the docs.\n');
  await write('static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  return { dir, write };
}

/** Runs `docusaurus build` on a fixture site. */
export function buildFixtureSite(site: FixtureSite): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    // Unminified: these builds are read by the build's own checks, not downloaded.
    const child = spawn(process.execPath, [cli, 'build', '--no-minify', site.dir], {
      cwd: site.dir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output) }));
  });
}

export async function removeFixtureSite(site: FixtureSite): Promise<void> {
  await fs.rm(site.dir, { recursive: true, force: true });
}
