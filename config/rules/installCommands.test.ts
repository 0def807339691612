/**
 * The install commands the site shows name sigma with the major version react-sigma accepts (its
 * installed peer range): `npm`, `yarn add` and `pnpm add` of a bare `sigma` take the latest major,
 * which may be one react-sigma does not run on (sigma 4 while @react-sigma/core 5 asks for sigma 3).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackages } from '../apiPackages';
import { installedVersion, readInstalledManifest, siteDir } from '../versions';

/** The major a caret or tilde range such as `^3.0.2` accepts. */
function majorOf(range: string): string {
  const match = /^[\^~]?(\d+)\.\d+\.\d+$/.exec(range.trim());
  if (!match) throw new Error(`the peer range "${range}" is not a single caret or tilde range: revisit this test`);
  return match[1]!;
}

const peers = readInstalledManifest('@react-sigma/core').peerDependencies as Record<string, string>;
const sigmaMajor = majorOf(peers.sigma!);

describe('install commands name the sigma major react-sigma runs on', () => {
  it('the installed sigma is that major', () => {
    expect(installedVersion('sigma').split('.')[0]).toBe(sigmaMajor);
  });

  it('every command of the installation page that installs sigma names its major', () => {
    const page = fs.readFileSync(path.join(siteDir, 'docs/start-installation.mdx'), 'utf8');
    const isSigma = (word: string) => word === 'sigma' || word.startsWith('sigma@');
    const commands = page
      .split('\n')
      .filter((line) => /^(npm install|yarn add|pnpm add) /.test(line) && line.split(' ').some(isSigma));
    // npm, Yarn and pnpm, in the tabs of "Core package".
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) expect(command.split(' ').find(isSigma), command).toBe(`sigma@${sigmaMajor}`);
  });

  it("the API reference's install snippets name it too", () => {
    const named = apiPackages.flatMap((pkg) => pkg.peers).filter((peer) => peer === 'sigma' || peer.startsWith('sigma@'));
    expect(named).toEqual([`sigma@${sigmaMajor}`]);
  });
});
