/**
 * The comparison the weekly npm-latest workflow makes, on registry answers written here (tests never reach
 * the network): which version each install command gives, and which documented package it leaves behind.
 */
import { describe, expect, it } from 'vitest';
import { apiPackages } from '../config/apiPackages';
import { major, versionOf, versions } from '../config/versions';
import { findDrift, installSpecs, resolveInstall, type RegistryEntry } from './npmLatest';

// Made-up releases (none is an installed version: config/versions.test.ts names any version typed by hand).
const sigmaRegistry: RegistryEntry = {
  latest: '4.0.4',
  versions: ['2.4.0', '3.0.0-beta.17', '3.0.0', '3.0.1', '3.0.2', '4.0.0-alpha.1', '4.0.0', '4.0.4'],
};

describe('what an install command gives', () => {
  it('a bare name gets latest', () => {
    expect(resolveInstall({ name: '@react-sigma/core' }, { latest: '7.1.2', versions: ['7.1.1', '7.1.2', '8.0.0-beta.1'] })).toBe(
      '7.1.2',
    );
  });

  it('name@major gets the highest stable release of that major when latest is another major', () => {
    expect(resolveInstall({ name: 'sigma', major: 3 }, sigmaRegistry)).toBe('3.0.2');
    expect(
      resolveInstall({ name: 'sigma', major: 3 }, { ...sigmaRegistry, versions: [...sigmaRegistry.versions, '3.1.0-rc.1'] }),
    ).toBe('3.0.2');
    expect(
      resolveInstall({ name: 'sigma', major: 3 }, { ...sigmaRegistry, versions: ['3.0.10', '3.0.9', '3.1.0', '4.0.4'] }),
    ).toBe('3.1.0');
  });

  it('name@major gets latest when latest is of that major, as npm prefers the tag', () => {
    expect(resolveInstall({ name: 'sigma', major: 3 }, { latest: '3.0.1', versions: ['3.0.1', '3.0.2'] })).toBe('3.0.1');
  });

  it('name@major of a major never released gets nothing', () => {
    expect(resolveInstall({ name: 'sigma', major: 9 }, sigmaRegistry)).toBeUndefined();
  });
});

describe('which documented packages fall behind', () => {
  const specs = [
    { name: '@react-sigma/core' },
    { name: '@react-sigma/minimap' },
    { name: 'sigma', major: 3 },
    { name: 'graphology' },
  ];
  const documented = { '@react-sigma/core': '7.1.2', '@react-sigma/minimap': '7.1.2', sigma: '3.0.2', graphology: '0.41.7' };
  const registry: Record<string, RegistryEntry> = {
    '@react-sigma/core': { latest: '7.1.2', versions: ['7.1.2'] },
    '@react-sigma/minimap': { latest: '7.1.2', versions: ['7.1.2'] },
    sigma: sigmaRegistry,
    graphology: { latest: '0.41.7', versions: ['0.41.7'] },
  };

  it('none while every command gives the documented version: sigma 4 on latest is not drift', () => {
    expect(findDrift(specs, documented, registry)).toEqual([]);
  });

  it('a new latest of a react-sigma package is named, with both versions', () => {
    const drift = findDrift(specs, documented, {
      ...registry,
      '@react-sigma/minimap': { latest: '7.2.0', versions: ['7.1.2', '7.2.0'] },
    });
    expect(drift.map((entry) => entry.message)).toEqual([
      '@react-sigma/minimap: `npm install @react-sigma/minimap` gives 7.2.0; the site documents 7.1.2',
    ]);
  });

  it('a new release of the documented sigma major is named', () => {
    const drift = findDrift(specs, documented, {
      ...registry,
      sigma: { ...sigmaRegistry, versions: [...sigmaRegistry.versions, '3.0.9'] },
    });
    expect(drift.map((entry) => entry.message)).toEqual(['sigma: `npm install sigma@3` gives 3.0.9; the site documents 3.0.2']);
  });

  it('a package the registry or the site knows nothing of is an error, not a pass', () => {
    const { graphology: _, ...withoutGraphology } = registry;
    expect(() => findDrift(specs, documented, withoutGraphology)).toThrow(/graphology/);
    expect(() => findDrift([...specs, { name: 'graphology-layout' }], documented, registry)).toThrow(/no documented version/);
  });
});

describe('the packages checked', () => {
  it('are the ten @react-sigma packages, sigma at the major react-sigma runs on, and graphology, all documented', () => {
    const specs = installSpecs();
    expect(specs.filter((spec) => spec.name.startsWith('@react-sigma/')).map((spec) => spec.name)).toEqual(
      apiPackages.map((pkg) => pkg.name),
    );
    expect(specs.find((spec) => spec.name === 'sigma')).toEqual({ name: 'sigma', major: Number(major(versionOf('sigma'))) });
    expect(specs.find((spec) => spec.name === 'graphology')).toEqual({ name: 'graphology' });
    for (const spec of specs) expect(Object.keys(versions), spec.name).toContain(spec.name);
  });

  it('the installed versions compared with the registry are those of the lockfile', async () => {
    const lock = (await import('../package-lock.json')).default as { packages: Record<string, { version?: string }> };
    for (const spec of installSpecs())
      expect(lock.packages[`node_modules/${spec.name}`]?.version, spec.name).toBe(versions[spec.name as keyof typeof versions]);
  });
});
