import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

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
