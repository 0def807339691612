/**
 * The live editors' hover cards cover the API: one card per public symbol of the ten packages,
 * as their type declarations declare them (./apiSymbols.ts), and none for a symbol that is gone.
 * The cards are read from TypeDoc's pages, which this test generates as `npm start` does (or
 * finds current: plugins/typedoc-options-cache).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHoverData, type ApiHoverData } from '../../plugins/api-hover';
import { makeApiPages } from './apiPages';
import { readApiSymbols, type ApiSymbol } from './apiSymbols';
import { siteDir } from './paths';

describe('hover data (plugins/api-hover)', () => {
  let hover: ApiHoverData;
  let declared: ApiSymbol[];
  beforeAll(async () => {
    declared = readApiSymbols();
    await makeApiPages();
    hover = buildHoverData(siteDir);
  }, 600_000);

  const routes = () => hover.symbols.map((symbol) => symbol.route.slice(1));

  it('has a card for every documented symbol', () => {
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.map((symbol) => symbol.route).filter((route) => !routes().includes(route))).toEqual([]);
  });

  it('has no card for a symbol the packages no longer declare', () => {
    const routesDeclared = new Set(declared.map((symbol) => symbol.route));
    expect(routes().filter((route) => !routesDeclared.has(route))).toEqual([]);
  });

  it('gives each card a signature, and the declarations’ first sentence where they have one', () => {
    const described = new Map(declared.map((symbol) => [symbol.route, symbol.description]));
    for (const symbol of hover.symbols) {
      expect(symbol.signature, symbol.name).toMatch(new RegExp(`\\b${symbol.name}\\b`));
      const description = described.get(symbol.route.slice(1));
      if (description) expect(symbol.summary, symbol.name).toContain(description.split(/[.:]/)[0]!.trim());
    }
  });
});
