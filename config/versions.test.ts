import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../docusaurus.config';
import { PROJECT_VERSIONS_IDENTIFIER, versionDefinitions, VERSIONS_IDENTIFIER } from '../plugins/package-versions';
import { apiPackages } from './apiPackages';
import { announcementBar } from './themeConfig';
import { typedocPlugins } from './typedoc';
import { describedSince, newer } from '../plugins/typedoc-react-sigma/changedIn.mjs';
import {
  documentedPackages,
  installedVersion,
  major,
  projectTools,
  readProjectVersions,
  typesPackageOf,
  siteDir,
  versionOf,
  versions,
} from './versions';

/** The lockfile is a second, independent record of what `npm ci` installed. */
const lock = JSON.parse(fs.readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('config/versions', () => {
  it('lists the ten documented packages, sigma, graphology and Docusaurus', () => {
    expect(documentedPackages).toEqual(expect.arrayContaining(apiPackages.map((pkg) => pkg.name)));
    expect(documentedPackages).toEqual(expect.arrayContaining(['sigma', 'graphology', '@docusaurus/core']));
    expect(Object.keys(versions)).toEqual([...documentedPackages]);
  });

  it("holds the version of each installed package.json, which is also the lockfile's", () => {
    for (const name of documentedPackages) {
      const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(versions[name], name).toBe(manifest.version);
      expect(versions[name], `${name} in package-lock.json`).toBe(lock.packages[`node_modules/${name}`]?.version);
    }
  });

  it('fails with the file and the package named when a package is missing or another one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    expect(() => installedVersion('@react-sigma/core', root)).toThrow(
      /cannot read .*@react-sigma[\\/]core[\\/]package\.json .*npm ci/,
    );
    fs.mkdirSync(path.join(root, 'node_modules', 'sigma'), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', 'sigma', 'package.json'), '{"name":"not-sigma","version":"1.0.0"}');
    expect(() => installedVersion('sigma', root)).toThrow(/belongs to not-sigma, not sigma/);
    fs.writeFileSync(path.join(root, 'node_modules', 'sigma', 'package.json'), '{"name":"sigma"}');
    expect(() => installedVersion('sigma', root)).toThrow(/no usable version/);
    fs.rmSync(root, { recursive: true });
    expect(() => versionOf('react')).toThrow(/react is not in documentedPackages/);
    expect(major('12.3.4')).toBe('12');
  });
});

describe('the versions a downloaded project pins', () => {
  it("are the installed ones of the site's dependencies and of the tools the templates build with", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const project = readProjectVersions();
    // The types of a dependency without its own (leaflet's are @types/leaflet), where the site installs them.
    const types = Object.keys(manifest.dependencies)
      .map(typesPackageOf)
      .filter((name) => name in manifest.devDependencies);
    expect(types).toEqual(expect.arrayContaining(['@types/leaflet', '@types/topojson-client']));
    expect(Object.keys(project).sort()).toEqual(
      [...new Set([...Object.keys(manifest.dependencies), ...types, ...projectTools])].sort(),
    );
    for (const [name, version] of Object.entries(project)) {
      expect(version, `${name} in package-lock.json`).toBe(lock.packages[`node_modules/${name}`]?.version);
    }
  });
});

describe('everything that shows a version takes it from config/versions', () => {
  it("gives each API section its own package's version (the minimap is released on its own)", () => {
    apiPackages.forEach((pkg, index) => {
      const options = (typedocPlugins[index] as [string, { installNote: string }])[1];
      expect(options.installNote).toContain(`Documentation of \`${pkg.name}\` ${versionOf(pkg.name)}:`);
    });
  });

  it('names the announcement after the documented core version', () => {
    const core = versionOf('@react-sigma/core');
    expect(announcementBar.id).toBe(`react-sigma-${core.replace(/\./g, '-')}`);
    expect(announcementBar.content).toContain(`react-sigma ${major(core)} targets sigma ${major(versionOf('sigma'))}`);
  });

  it('hands the pages the same object through the bundler', () => {
    expect(versionDefinitions()).toEqual({
      [VERSIONS_IDENTIFIER]: JSON.stringify(versions),
      [PROJECT_VERSIONS_IDENTIFIER]: JSON.stringify(readProjectVersions()),
    });
    // Nothing else carries a version to the browser (customFields ship to every page).
    expect((config as { customFields?: unknown }).customFields ?? {}).toEqual({});
  });
});

/**
 * Files allowed to spell an installed version: the manifests, the changelog's history and its
 * test, the "Changed in" notes (history too: the release that made each change, which pages read
 * from there), the claims ledgers (the release each claim was checked against), and the swizzled
 * theme files, whose headers record the upstream version they were copied from
 * (src/theme/upstreamVersion.test.ts checks that it is the installed one).
 */
const MAY_NAME_A_VERSION = [
  /^package(-lock)?\.json$/,
  /^docs\/changelog\.mdx$/,
  /^tests\/e2e\/changelog\.spec\.ts$/,
  /^plugins\/typedoc-react-sigma\/changedIn\.mjs$/,
  /^tests\/claims\//,
  /^src\/theme\//,
];

describe('no hand-typed version', () => {
  it('leaves no installed version of a documented package, or of a tool a downloaded project builds with, spelled out in the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: siteDir, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && !MAY_NAME_A_VERSION.some((allowed) => allowed.test(file)))
      .filter((file) => /\.(mdx?|tsx?|mjs|cjs|js|json|ya?ml|css)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const project = readProjectVersions();
    const spelled = new Set([...Object.values(versions), ...projectTools.map((name) => project[name]!)]);
    const found: string[] = [];
    for (const file of files) {
      const full = path.join(siteDir, file);
      if (!fs.existsSync(full)) continue;
      fs.readFileSync(full, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const version of spelled) {
            if (new RegExp(`(?<![\\d.])${version.replace(/\./g, '\\.')}(?![\\d])`).test(line)) {
              found.push(`${file}:${index + 1}: ${version}`);
            }
          }
        });
    }
    // Name a version with <Version pkg="…" /> in MDX, or versions/versionOf from config/versions in code.
    expect(found).toEqual([]);
  });
});

/** The releases docs/changelog.mdx lists (its `### 5.0.4 (date)` headings), newest first. */
function changelogReleases(): string[] {
  const text = fs.readFileSync(path.join(siteDir, 'docs/changelog.mdx'), 'utf8');
  return [...text.matchAll(/^### (\d+\.\d+\.\d+)\b/gm)].map((match) => match[1]!);
}

/** Each version a page names by hand in its prose (code blocks left out), with the package it is a version of. */
function versionsNamed(): { where: string; pkg: 'sigma' | 'graphology' | '@react-sigma/core'; version: string }[] {
  const docs = execFileSync('git', ['ls-files', '-z', 'docs'], { cwd: siteDir, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file.endsWith('.mdx') && file !== 'docs/changelog.mdx' && !file.startsWith('docs/api/'));
  const found: ReturnType<typeof versionsNamed> = [];
  for (const file of docs) {
    const full = path.join(siteDir, file);
    if (!fs.existsSync(full)) continue;
    const prose = fs.readFileSync(full, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const match of prose.matchAll(
      /(?<lead>(?:react-)?sigma\s+|graphology\s+)?(?<![\d.])(?<version>\d+\.\d+\.\d+)(?![\d])/g,
    )) {
      const lead = match.groups?.lead?.trim();
      const pkg = lead === 'sigma' ? 'sigma' : lead === 'graphology' ? 'graphology' : '@react-sigma/core';
      found.push({ where: `${file}: ${match[0]}`, pkg, version: match.groups!.version! });
    }
  }
  return found;
}

describe('the versions the pages name agree with the installed packages', () => {
  it('lists the installed core as the newest release of the changelog, and every release the notes cover', () => {
    const releases = changelogReleases();
    expect(releases[0], 'the newest release of docs/changelog.mdx').toBe(versionOf('@react-sigma/core'));
    expect(releases).toContain(describedSince);
  });

  it('names, besides the installed versions (<Version />), only earlier releases, each one the changelog lists', () => {
    const releases = new Set(changelogReleases());
    const named = versionsNamed();
    expect(named.length).toBeGreaterThan(5);
    const wrong = named.flatMap(({ where, pkg, version }) => {
      if (newer(version, versionOf(pkg))) return [`${where}: newer than the installed ${pkg} ${versionOf(pkg)}`];
      if (pkg === '@react-sigma/core' && !releases.has(version)) return [`${where}: not a release docs/changelog.mdx lists`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
