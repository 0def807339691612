/**
 * The GitHub workflows are checked offline against GitHub's workflow schema
 * (@action-validator/core), for the two rules they exist to keep, and against
 * what the README says of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

const workflowsDir = path.resolve(__dirname, '../.github/workflows');
const read = (name: string) => fs.readFileSync(path.join(workflowsDir, name), 'utf8');

describe('GitHub workflows', () => {
  const files = fs.readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

  it('are ci.yml, deploy.yml and npm-latest.yml', () => {
    expect(files.sort()).toEqual(['ci.yml', 'deploy.yml', 'npm-latest.yml']);
  });

  it('each sets up Node 24, the current LTS, while the site still declares Node 20 enough (these machines run it)', () => {
    for (const file of files) {
      const versions = [...read(file).matchAll(/node-version: (\S+)/g)].map((match) => match[1]);
      expect(versions, file).toEqual(['24']);
    }
    const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe('>=20.0');
  });

  it('the weekly npm-latest workflow runs the check package.json names, and nothing else after the install', () => {
    const workflow = read('npm-latest.yml');
    expect(workflow).toMatch(/schedule:\s+- cron: '[^']+'/);
    expect(workflow).toMatch(/run: npm ci --no-audit --no-fund\s+- run: npm run check:npm-latest\s*$/);
    const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['check:npm-latest']).toBe('tsx scripts/npmLatest.ts');
  });

  for (const file of files) {
    it(`${file} is a valid workflow`, () => {
      expect(validateWorkflow(read(file)).errors).toEqual([]);
    });
  }

  it('the validator does report a broken workflow', () => {
    const broken = read('ci.yml').replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('CI drives a real Chromium: Playwright’s on GitHub, never the chromium-browser snap stub', () => {
    const ci = read('ci.yml');
    expect(ci).not.toMatch(/chromium-browser(?!`? is only)/);
    expect(ci).toContain('npx playwright install --with-deps chromium');
    expect(ci).toContain('CHROMIUM_PATH=');
    expect(ci).toMatch(/run: npm test/);
  });

  it('the README says what CI runs: its test command, and the browsers ci.yml and .ci/run install', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');
    const ciRun = fs.readFileSync(path.resolve(__dirname, '../.ci/run'), 'utf8');
    expect(readme).toContain('npm ci && npm test');
    expect(ciRun).toMatch(/^npm ci\b.*\nnpm test$/m);
    expect(readme).toContain('`npx playwright install --with-deps chromium`');
    expect(read('ci.yml')).toContain('npx playwright install --with-deps chromium');
    for (const pkg of ['chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'default-jre-headless'])
      expect(ciRun).toContain(`packages+=(${pkg})`);
    expect(read('ci.yml')).toContain('apt-get install -y xvfb webkit2gtk-driver');
    expect(readme).not.toMatch(/browser downloads are not used/);
  });

  it('deploy runs only after CI passed on a push to main, and publishes the commit CI tested', () => {
    const deploy = read('deploy.yml');
    expect(deploy).toMatch(/workflow_run:\s+workflows: \[CI\]\s+types: \[completed\]\s+branches: \[main\]/);
    expect(deploy).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(deploy).toContain('ref: ${{ github.event.workflow_run.head_sha }}');
    expect(deploy).not.toMatch(/^\s+push:/m);
  });
});
