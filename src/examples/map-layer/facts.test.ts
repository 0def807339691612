/**
 * What the page "A graph on a map" (docs/example/map-layer.mdx) states about the packages it uses, run in
 * Node. Leaflet needs a browser (`window`) to load: its projection and the map under the graph are run in
 * tests/e2e/examples/map-layer.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feature } from 'topojson-client';

const siteDir = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');
const manifest = (name: string) => JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string; license: string };
const site = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const topology = JSON.parse(read('node_modules/world-atlas/countries-110m.json')) as Parameters<typeof feature>[0];

describe('map-layer page: the packages', () => {
  it('uses leaflet (BSD-2-Clause), world-atlas and topojson-client (ISC), all dependencies of the site', () => {
    expect(manifest('leaflet').license).toBe('BSD-2-Clause');
    expect(manifest('world-atlas').license).toBe('ISC');
    expect(manifest('topojson-client').license).toBe('ISC');
    for (const name of ['leaflet', 'world-atlas', 'topojson-client']) expect(site.dependencies).toHaveProperty(name);
  });

  it("has neither @sigma/layer-leaflet, @sigma/layer-maplibre nor maplibre-gl among the site's packages", () => {
    for (const name of ['@sigma/layer-leaflet', '@sigma/layer-maplibre', 'maplibre-gl']) {
      expect(site.dependencies).not.toHaveProperty(name);
      expect(site.devDependencies).not.toHaveProperty(name);
      expect(fs.existsSync(path.join(siteDir, 'node_modules', name))).toBe(false);
    }
  });
});

describe('map-layer page: the countries', () => {
  it("world-atlas's countries-110m.json is TopoJSON of Natural Earth's 1:110m country boundaries", () => {
    expect(topology.type).toBe('Topology');
    expect(read('node_modules/world-atlas/README.md')).toMatch(/Natural Earth’s \[Admin 0 country boundaries\][^\n]*1:110m/);
  });

  it('topojson-client turns its countries into a GeoJSON FeatureCollection, one feature a country, named', () => {
    const countries = feature(topology, topology.objects.countries!);
    expect(countries.type).toBe('FeatureCollection');
    if (countries.type !== 'FeatureCollection') return;
    expect(countries.features.length).toBe(177);
    const names = countries.features.map((country) => (country.properties as { name: string }).name);
    // Every country the example's airports name is one of them: clicking an airport fills it.
    const example = read('src/examples/map-layer/MapLayer.tsx');
    const named = [...example.matchAll(/\['[A-Z]{3}', '[^']+', '([^']+)', \d/g)].map((match) => match[1]);
    expect(named.length).toBe(26);
    expect(named.filter((name) => !names.includes(name!))).toEqual([]);
  });

  it('has three countries with a ring across the 180th meridian (a jump of over 180° of longitude): Fiji, Russia and Antarctica', () => {
    const countries = feature(topology, topology.objects.countries!);
    if (countries.type !== 'FeatureCollection') throw new Error('no collection');
    const across = countries.features.filter(({ geometry }) => {
      const polygons =
        geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
      return polygons.some((rings) =>
        rings.some((ring) => ring.some((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180)),
      );
    });
    expect(across.map((country) => (country.properties as { name: string }).name).sort()).toEqual([
      'Antarctica',
      'Fiji',
      'Russia',
    ]);
  });
});
