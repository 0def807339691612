import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchTheme } from '../../config/search';
import { tokenize } from './tokenize';
import { createHash } from 'node:crypto';
import { UPSTREAM_TOKENIZE, UPSTREAM_TOKENIZE_SHA256 } from './index';

describe('search query words', () => {
  it('are trimmed of punctuation the way the index was', () => {
    expect(tokenize('Sigma: Container has no height.')).toEqual(['sigma', 'container', 'has', 'no', 'height']);
    expect(tokenize('No context provided: useSigmaContext() can only')).toEqual([
      'no',
      'context',
      'provided',
      'usesigmacontext',
      'can',
      'only',
    ]);
    expect(tokenize('Expecting `maxCameraRatio` to be')).toEqual(['expecting', 'maxcameraratio', 'to', 'be']);
    // Dots inside a word stay, as lunr's trimmer keeps them.
    expect(tokenize('Graph.addNode: the')).toEqual(['graph.addnode', 'the']);
  });

  it('leave out the quoted values of a pasted message, and keep a quoted word searched alone', () => {
    expect(tokenize('Graph.addEdge: an edge linking "Paris" to "Lyon" already exists.')).toEqual([
      'graph.addedge',
      'an',
      'edge',
      'linking',
      'to',
      'already',
      'exists',
    ]);
    expect(tokenize('type "image"!')).toEqual(['type', 'image']);
    expect(tokenize('"useSigma"')).toEqual(['usesigma']);
  });

  it('split on spaces and hyphens like upstream, and drop words that are only punctuation', () => {
    expect(tokenize('layout-force … (x, y)')).toEqual(['layout', 'force', 'x', 'y']);
    expect(tokenize('   ')).toEqual([]);
  });
});

describe('the replaced module', () => {
  it("is still upstream's file this replacement was written for (search-tokens patch)", () => {
    const file = path.resolve(__dirname, '../../node_modules', UPSTREAM_TOKENIZE);
    // When this fails, @easyops-cn/docusaurus-search-local changed its tokenizer: compare the
    // new one with ./tokenize.ts, port what changed, then update UPSTREAM_TOKENIZE_SHA256.
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    expect(hash, 'search-tokens patch: upstream tokenize.js changed').toBe(UPSTREAM_TOKENIZE_SHA256);
  });

  it('only handles the languages the site searches', () => {
    const [, options] = searchTheme as [string, { language: string[] }];
    expect(options.language).toEqual(['en']);
  });
});
