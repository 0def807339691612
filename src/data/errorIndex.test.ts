import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildErrorIndex } from '../../plugins/error-messages';
import { messagePattern } from '../../plugins/error-messages/extract';
import { reactSigmaPackages, scanPackages } from '../../plugins/error-messages/sources';
import { errorGroups, errorIndex } from './errorIndex';

const siteDir = path.resolve(__dirname, '../..');
const { messages, packages } = scanPackages(siteDir);

describe('the error index against the installed packages', () => {
  it('explains every message in scope, and lists no message the packages no longer throw', () => {
    // The same check stops the build (plugins/error-messages); each line says what to change.
    expect(buildErrorIndex(messages, packages).problems).toEqual([]);
  });

  it('reads messages from every package it names', () => {
    const count = (name: string) => messages.filter((message) => message.packageName === name).length;
    expect(count('sigma')).toBeGreaterThanOrEqual(20);
    expect(count('graphology')).toBeGreaterThanOrEqual(100);
    expect(count('@react-sigma/core')).toBeGreaterThanOrEqual(1);
    // The layouts react-sigma's layout packages import.
    for (const name of [
      'graphology-layout',
      'graphology-layout-force',
      'graphology-layout-forceatlas2',
      'graphology-layout-noverlap',
    ]) {
      expect(count(name), name).toBeGreaterThan(0);
    }
    expect(reactSigmaPackages(siteDir)).toContain('@react-sigma/minimap');
    // Every @react-sigma package is read, also those that throw nothing.
    expect(packages).toEqual(expect.arrayContaining(reactSigmaPackages(siteDir)));
  });

  it('finds the messages readers search for most, as the packages write them', () => {
    const templates = messages.map((message) => message.template);
    expect(templates).toContain(
      'Sigma: Container has no height. You can set the allowInvalidContainer setting to true to stop seeing this error.',
    );
    expect(templates).toContain('No context provided: useSigmaContext() can only be used in a descendant of <SigmaContainer>');
    // sigma's build compiles template literals to "…".concat(…): still one message with a run-time part.
    expect(templates).toContain('Sigma: could not find a suitable program for node type "${type}"!');
    const real =
      'Graph.addEdge: an edge linking "Paris" to "Lyon" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the \'multi\' option.';
    expect(messages.some((message) => messagePattern(message.parts).test(real))).toBe(true);
  });

  it('can tell placeholders from text: no message of the packages has a literal "${"', () => {
    for (const message of messages) {
      expect(message.parts.filter((part) => typeof part === 'string' && part.includes('${'))).toEqual([]);
    }
  });

  it('gives each entry an anchor, a known group and a link to a page of the site', () => {
    for (const entry of errorIndex) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(errorGroups)).toContain(entry.group);
      expect(entry.see.to).toMatch(/^\/docs\//);
      expect(entry.cause.length).toBeGreaterThan(40);
      expect(entry.fix.length).toBeGreaterThan(20);
    }
  });
});
