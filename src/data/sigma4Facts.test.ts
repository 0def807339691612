/**
 * What docs/start-sigma-4.mdx states about react-sigma 5 next to sigma 4, checked against the installed packages:
 * sigma 3 (`sigma`), sigma 4 (the dev dependency `sigma-4`, npm:sigma@4), @react-sigma/core and the @sigma/*
 * companions. Nothing here reaches the network: npm is run against a registry of our own on 127.0.0.1 that serves
 * the manifests of the installed packages, one version each, and sigma's two (`latest` being sigma 4, as on npm).
 * What react-sigma does at run time on sigma 4 is checked in a browser: tests/e2e/sigma-4.spec.ts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
// npm's own range logic: the package npm resolves peer ranges with.
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInstalledManifest, siteDir } from '../../config/versions';

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, unknown>;
  optionalDependencies?: Record<string, string>;
}

const manifestAt = (folder: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', folder, 'package.json'), 'utf8')) as Manifest;

const core = manifestAt('@react-sigma/core');
const sigma3 = manifestAt('sigma');
const sigma4 = manifestAt('sigma-4');
const companions = fs.readdirSync(path.join(siteDir, 'node_modules/@sigma')).map((name) => manifestAt(`@sigma/${name}`));

describe('peer ranges', () => {
  it('@react-sigma/core asks for sigma 3: its range accepts the installed sigma 3, not sigma 4', () => {
    const range = core.peerDependencies!.sigma!;
    expect(sigma3.version.split('.')[0]).toBe('3');
    expect(sigma4).toMatchObject({ name: 'sigma', version: expect.stringMatching(/^4\./) });
    expect(semver.satisfies(sigma3.version, range)).toBe(true);
    expect(semver.satisfies(sigma4.version, range)).toBe(false);
    expect(fs.readFileSync(path.join(siteDir, 'docs/start-sigma-4.mdx'), 'utf8'), 'the page names the range').toContain(
      `range \`${range}\``,
    );
  });

  it('every @sigma/* package accepts sigma 4 by its range (an open `>=3.0.0-beta…`)', () => {
    expect(companions.length).toBeGreaterThanOrEqual(5);
    for (const companion of companions) {
      const range = companion.peerDependencies?.sigma;
      expect(range, companion.name).toMatch(/^>=3\.0\.0-beta\.\d+$/);
      expect(semver.satisfies(sigma4.version, range!), companion.name).toBe(true);
    }
    const named = /such as `(>=[^`]+)`/.exec(fs.readFileSync(path.join(siteDir, 'docs/start-sigma-4.mdx'), 'utf8'))?.[1];
    expect(
      companions.map((companion) => companion.peerDependencies?.sigma),
      'the range the page names',
    ).toContain(named);
  });
});

/**
 * A registry on 127.0.0.1 that answers npm with packuments built from the installed package.json files: one version
 * per package, and for `sigma` the installed 3.x and 4.x with `latest` on 4, as npm's registry has it. Anything not
 * installed is a 404. No tarball is served: the tests only resolve (`--package-lock-only`, `--dry-run`).
 */
let server: http.Server;
let registry = '';
/** The temporary projects, removed after the tests. */
const projects: string[] = [];
const newProject = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigma4-npm-'));
  projects.push(dir);
  return dir;
};
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1));
    const folders = name === 'sigma' ? ['sigma', 'sigma-4'] : [name];
    let manifests: Manifest[];
    try {
      manifests = folders.map(manifestAt);
    } catch {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const versions = Object.fromEntries(
      manifests.map((m) => [
        m.version,
        {
          name: m.name,
          version: m.version,
          dependencies: m.dependencies,
          peerDependencies: m.peerDependencies,
          peerDependenciesMeta: m.peerDependenciesMeta,
          optionalDependencies: m.optionalDependencies,
          dist: { tarball: `${registry}${name}/-/${m.version}.tgz` },
        },
      ]),
    );
    const body = { name, 'dist-tags': { latest: manifests.at(-1)!.version }, versions };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs npm in `dir` against the local registry, with a cache of its own; never throws. */
function npm(dir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const flags = ['--registry', registry, '--no-audit', '--no-fund', '--no-update-notifier', '--cache', path.join(dir, '.cache')];
  return new Promise((resolve) => {
    execFile('npm', [...args, ...flags], { cwd: dir, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A project whose `dependencies` npm has installed: its lockfile from the local registry, and a node_modules made of
 * the installed package.json files (what npm reads of an installed tree; no package code is needed to resolve).
 */
async function installedProject(dependencies: Record<string, string>, flags: string[] = []): Promise<string> {
  const dir = newProject();
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'app', version: '1.0.0', private: true, dependencies }),
  );
  const lock = await npm(dir, ['install', '--package-lock-only', ...flags]);
  expect(lock.code, lock.stderr).toBe(0);
  const { packages } = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  for (const [where, { version }] of Object.entries(packages)) {
    if (where === '') continue;
    const name = where.replace(/^node_modules\//, '');
    const folder = name === 'sigma' && version === sigma4.version ? 'sigma-4' : name;
    expect(manifestAt(folder).version, where).toBe(version);
    fs.mkdirSync(path.join(dir, where), { recursive: true });
    fs.copyFileSync(path.join(siteDir, 'node_modules', folder, 'package.json'), path.join(dir, where, 'package.json'));
  }
  return dir;
}

const caret = (name: string) => `^${readInstalledManifest(name).version}`;

const PAGE = 'docs/start-sigma-4.mdx';

/**
 * The lines of the page's block titled `title` (the npm output it quotes): a `<CodeBlock>` whose text is a template
 * in which `${core}` is the installed @react-sigma/core version, as the page's `packageVersion` gives it. A line `…`
 * marks lines left out.
 */
function quoted(title: string): string[] {
  const page = fs.readFileSync(path.join(siteDir, PAGE), 'utf8');
  const opening = `<CodeBlock language="text" title="${title}">{\``;
  const start = page.indexOf(opening);
  if (start < 0) throw new Error(`${PAGE} has no CodeBlock titled "${title}"`);
  const text = page.slice(start + opening.length, page.indexOf('`}</CodeBlock>', start));
  return text
    .replaceAll('${core}', core.version)
    .split('\n')
    .filter((line) => line !== '…');
}

describe('npm, between react-sigma 5 and sigma 4 (a registry whose latest sigma is 4)', () => {
  it('`npm install sigma` in a project with @react-sigma/core warns (ERESOLVE overriding peer dependency) and replaces sigma 3 by 4', async () => {
    const dir = await installedProject({
      '@react-sigma/core': core.version,
      graphology: caret('graphology'),
      react: caret('react'),
      'react-dom': caret('react-dom'),
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/sigma/package.json'), 'utf8'))).toMatchObject({
      version: sigma3.version,
    });
    const result = await npm(dir, ['install', 'sigma', '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`change sigma ${sigma3.version} => ${sigma4.version}`);
    const warnings = result.stderr.split('\n');
    expect(warnings).toContain('npm warn ERESOLVE overriding peer dependency');
    expect(warnings).toContain(`npm warn peer sigma@"${core.peerDependencies!.sigma}" from @react-sigma/core@${core.version}`);
    expect(result.stderr).not.toContain('npm error');
    // What the page quotes, line for line.
    for (const line of quoted('npm install sigma')) expect(warnings, `${PAGE} quotes it`).toContain(line);
  });

  it('`npm install @react-sigma/core` in a project that installed sigma 4 stops with ERESOLVE', async () => {
    const dir = await installedProject({
      sigma: `^${sigma4.version}`,
      graphology: caret('graphology'),
      react: caret('react'),
      'react-dom': caret('react-dom'),
    });
    const result = await npm(dir, ['install', '@react-sigma/core', '--dry-run']);
    expect(result.code).not.toBe(0);
    const lines = result.stderr.split('\n');
    for (const line of [
      'npm error code ERESOLVE',
      'npm error ERESOLVE unable to resolve dependency tree',
      `npm error Found: sigma@${sigma4.version}`,
      `npm error   sigma@"^${sigma4.version}" from the root project`,
      'npm error Could not resolve dependency:',
      `npm error peer sigma@"${core.peerDependencies!.sigma}" from @react-sigma/core@${core.version}`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(result.stderr).toContain('retry this command with --force or --legacy-peer-deps');
    for (const line of quoted('npm install @react-sigma/core')) expect(lines, `${PAGE} quotes it`).toContain(line);

    // With --legacy-peer-deps (or --force), npm adds react-sigma and keeps sigma 4.
    const forced = await npm(dir, ['install', '@react-sigma/core', '--dry-run', '--legacy-peer-deps']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout.split('\n')).toContain(`add @react-sigma/core ${core.version}`);
    expect(forced.stdout).not.toMatch(/sigma (3|4)\./);
  });

  it('`npm install sigma@3` in a project left with sigma 4 beside react-sigma puts sigma 3 back, without a warning', async () => {
    const dir = await installedProject(
      {
        '@react-sigma/core': core.version,
        sigma: `^${sigma4.version}`,
        graphology: caret('graphology'),
        react: caret('react'),
        'react-dom': caret('react-dom'),
      },
      ['--legacy-peer-deps'],
    );
    const result = await npm(dir, ['install', 'sigma@3', '--dry-run']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`change sigma ${sigma4.version} => ${sigma3.version}`);
    expect(result.stderr).toBe('');
  });

  it('`npm install @react-sigma/core sigma graphology` in an empty project picks sigma 3, which satisfies both', async () => {
    const dir = newProject();
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"app","version":"1.0.0","private":true}');
    const result = await npm(dir, ['install', '@react-sigma/core', 'sigma', 'graphology', 'react', 'react-dom', '--dry-run']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split('\n')).toContain(`add sigma ${sigma3.version}`);
    expect(result.stderr).not.toContain('ERESOLVE');
  });
});

/** Bundles `source` as a browser app would, with `sigma` (and its subpaths) resolved to sigma 4; the build's errors. */
async function buildErrorsOnSigma4(source: string): Promise<string[]> {
  try {
    await build({
      stdin: { contents: source, resolveDir: siteDir, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      alias: { sigma: 'sigma-4' },
      logLevel: 'silent',
    });
    return [];
  } catch (error) {
    return (error as { errors: { text: string }[] }).errors.map((entry) => entry.text);
  }
}

/** The names a module exports, read by esbuild from the built module. */
async function exportsOf(specifier: string): Promise<string[]> {
  const { metafile } = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: siteDir },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.values(metafile.outputs)[0]!.exports;
}

describe('building against sigma 4', () => {
  it('@react-sigma/core builds: what it imports from sigma, sigma 4 still exports', async () => {
    expect(await buildErrorsOnSigma4("export * from '@react-sigma/core';")).toEqual([]);
  });

  it("the node and edge programs of @sigma/* do not build: sigma 4's sigma/rendering has no NodeProgram or EdgeProgram", async () => {
    const programs = ['node-border', 'node-image', 'node-piechart', 'node-square', 'edge-curve'];
    for (const name of programs) {
      const errors = await buildErrorsOnSigma4(`export * from '@sigma/${name}';`);
      expect(errors.join('\n'), name).toMatch(
        /No matching export in ".*sigma-4\/rendering.*" for import "(NodeProgram|EdgeProgram)"/,
      );
    }
    expect(await buildErrorsOnSigma4("export * from '@sigma/utils'; export * from '@sigma/export-image';")).toEqual([]);
  });

  it("sigma 4's sigma/rendering no longer exports sigma 3's program classes; sigma/settings no longer the default program maps", async () => {
    const rendering3 = await exportsOf('sigma/rendering');
    const rendering4 = await exportsOf('sigma-4/rendering');
    for (const name of [
      'NodeCircleProgram',
      'NodePointProgram',
      'EdgeLineProgram',
      'EdgeArrowProgram',
      'createNodeCompoundProgram',
    ]) {
      expect(rendering3, name).toContain(name);
      expect(rendering4, name).not.toContain(name);
    }
    expect(rendering4).toEqual(expect.arrayContaining(['createNodeProgram', 'createEdgeProgram']));
    expect(await exportsOf('sigma/settings')).toContain('DEFAULT_NODE_PROGRAM_CLASSES');
    expect(await exportsOf('sigma-4/settings')).not.toContain('DEFAULT_NODE_PROGRAM_CLASSES');
  });
});
