import { useContext, useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type Sigma from 'sigma';
import type { Settings } from 'sigma/settings';
import { SigmaContainer, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Button } from '../_shared/controls';
import { DataUrl } from '../_shared/data';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme, graphColors, useColorScheme } from '../_shared/theme';

/**
 * Airports: code, city, country (as world-atlas names it), continent (its colour in the palette: Europe, Asia,
 * Africa, North America, South America, Oceania), latitude, longitude.
 */
const AIRPORTS: [string, string, string, number, number, number][] = [
  ['LHR', 'London', 'United Kingdom', 0, 51.47, -0.45],
  ['CDG', 'Paris', 'France', 0, 49.01, 2.55],
  ['FRA', 'Frankfurt', 'Germany', 0, 50.03, 8.56],
  ['MAD', 'Madrid', 'Spain', 0, 40.49, -3.57],
  ['SVO', 'Moscow', 'Russia', 0, 55.97, 37.41],
  ['IST', 'Istanbul', 'Turkey', 0, 41.26, 28.74],
  ['DXB', 'Dubai', 'United Arab Emirates', 1, 25.25, 55.36],
  ['DEL', 'Delhi', 'India', 1, 28.56, 77.1],
  ['BKK', 'Bangkok', 'Thailand', 1, 13.69, 100.75],
  ['PEK', 'Beijing', 'China', 1, 40.08, 116.58],
  ['HND', 'Tokyo', 'Japan', 1, 35.55, 139.78],
  ['CGK', 'Jakarta', 'Indonesia', 1, -6.13, 106.66],
  ['CAI', 'Cairo', 'Egypt', 2, 30.12, 31.41],
  ['LOS', 'Lagos', 'Nigeria', 2, 6.58, 3.32],
  ['NBO', 'Nairobi', 'Kenya', 2, -1.32, 36.93],
  ['JNB', 'Johannesburg', 'South Africa', 2, -26.14, 28.25],
  ['JFK', 'New York', 'United States of America', 3, 40.64, -73.78],
  ['ORD', 'Chicago', 'United States of America', 3, 41.98, -87.9],
  ['LAX', 'Los Angeles', 'United States of America', 3, 33.94, -118.41],
  ['YYZ', 'Toronto', 'Canada', 3, 43.68, -79.63],
  ['MEX', 'Mexico City', 'Mexico', 3, 19.44, -99.07],
  ['BOG', 'Bogotá', 'Colombia', 4, 4.7, -74.15],
  ['GRU', 'São Paulo', 'Brazil', 4, -23.43, -46.47],
  ['EZE', 'Buenos Aires', 'Argentina', 4, -34.82, -58.54],
  ['SYD', 'Sydney', 'Australia', 5, -33.95, 151.18],
  ['AKL', 'Auckland', 'New Zealand', 5, -37.01, 174.79],
];

interface AirportAttributes {
  label: string;
  country: string;
  lat: number;
  lng: number;
  x: number;
  y: number;
  size: number;
  color: string;
}

/**
 * Where Leaflet draws a place at zoom 0. Its CRS, `L.CRS.EPSG3857` (spherical Mercator), puts the whole world in
 * a 256 × 256 px square, y pointing down: this is its `latLngToPoint(latLng, 0)`, written out so that the graph
 * is built without a map. Sigma's y points up, hence the minus. At zoom z, Leaflet draws everything 2^z times
 * larger: the positions never change, only the scale, which sigma's camera gives.
 */
function toGraph(lat: number, lng: number): { x: number; y: number } {
  // Leaflet cuts the poles off at 85.0511°, where the square ends.
  const sin = Math.sin((Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180);
  const x = 256 * (0.5 + lng / 360);
  const y = 256 * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
  return { x, y: -y };
}

/** The place at a point of the graph: `toGraph` backwards, by Leaflet's CRS. */
function toLatLng(x: number, y: number): L.LatLng {
  return L.CRS.EPSG3857.pointToLatLng(L.point(x, -y), 0);
}

/** Great-circle distance, in radians: the routes go from each airport to its two nearest. */
function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * Math.asin(Math.sqrt(h));
}

function createAirports(): Graph<AirportAttributes> {
  const graph = new Graph<AirportAttributes>({ type: 'undirected' });
  for (const [code, city, country, continent, lat, lng] of AIRPORTS) {
    const color = palette[continent] ?? palette[0]!;
    graph.addNode(code, { label: `${city} (${code})`, country, lat, lng, ...toGraph(lat, lng), size: 5, color });
  }
  graph.forEachNode((airport, from) => {
    const nearest = graph
      .filterNodes((other) => other !== airport)
      .sort((a, b) => distance(from, graph.getNodeAttributes(a)) - distance(from, graph.getNodeAttributes(b)));
    for (const other of nearest.slice(0, 2)) graph.mergeEdge(airport, other, { size: 1.5 });
  });
  // The busier an airport, the larger.
  graph.forEachNode((airport) => graph.setNodeAttribute(airport, 'size', 4 + graph.degree(airport)));
  return graph;
}

/**
 * The map's view that matches sigma's camera: the place at the centre of sigma's box, and the zoom at which
 * one unit of the graph (one pixel of Leaflet's zoom 0) is as many pixels as sigma draws it.
 */
function viewOf(sigma: Pick<Sigma, 'getDimensions' | 'viewportToGraph' | 'graphToViewport'>): { center: L.LatLng; zoom: number } {
  const { width, height } = sigma.getDimensions();
  const centre = sigma.viewportToGraph({ x: width / 2, y: height / 2 });
  const origin = sigma.graphToViewport({ x: 0, y: 0 });
  const unit = sigma.graphToViewport({ x: 1, y: 0 });
  return { center: toLatLng(centre.x, centre.y), zoom: Math.log2(Math.hypot(unit.x - origin.x, unit.y - origin.y)) };
}

/**
 * A Leaflet map under sigma's canvases, made once sigma is there and removed with it. The map takes no
 * gesture of its own: see FollowCamera.
 */
function LeafletLayer({ onMap }: { onMap: (map: L.Map | null) => void }) {
  const sigma = useSigma<AirportAttributes>();

  useEffect(() => {
    let map: L.Map | null = null;
    let element: HTMLElement | null = null;
    const create = () => {
      // No hook puts an element inside sigma's box, under its canvases: sigma's own createLayer does, before
      // the edges' canvas. Sigma sizes it with its canvases; z-index 0 keeps Leaflet's panes (z-index 200 to 700) under them.
      // Like the canvases, it has no top or left: it sits where they do.
      const { width, height } = sigma.getDimensions();
      element = sigma.createLayer('map', 'div', {
        beforeLayer: 'edges',
        style: { width: `${width}px`, height: `${height}px`, zIndex: '0', background: 'transparent' },
      });
      map = L.map(element, {
        // Every gesture goes to sigma: a plain wheel scrolls the page, as over every graph of the site.
        dragging: false,
        scrollWheelZoom: false,
        touchZoom: false,
        doubleClickZoom: false,
        boxZoom: false,
        keyboard: false,
        zoomControl: false,
        attributionControl: false,
        // Any zoom, not whole steps, and no animation: the map jumps to each of sigma's frames.
        zoomSnap: 0,
        zoomAnimation: false,
        fadeAnimation: false,
        minZoom: -4,
        maxZoom: 12,
      });
      onMap(map);
    };
    // Once the browser has shown sigma's first frame: the map (and the countries it fetches) do not delay the graph.
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(create)));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      if (!map) return;
      onMap(null);
      map.remove();
      // Sigma empties its box when it is killed: the layer is gone then.
      if (element?.isConnected) sigma.killLayer('map');
    };
  }, [sigma, onMap]);

  return null;
}

/**
 * Sets the map to sigma's camera after each frame sigma draws. Sigma drives: it is on top and has the pointer
 * (nodes to hover and click, the page's wheel and touch rules), and the camera moves it makes (drags,
 * Ctrl + wheel, animations) are what the map follows.
 */
function FollowCamera({ map }: { map: L.Map }) {
  const sigma = useSigma<AirportAttributes>();

  useEffect(() => {
    let last = '';
    const follow = () => {
      const { width, height } = sigma.getDimensions();
      // The map's layer the size of sigma's box (sigma sizes its layers when its own size changes, and this
      // one may have been made in between). Leaflet keeps the size it last read: it reads it again then. It
      // keeps its top-left corner, where sigma keeps its centre: the view is set again below.
      const element = map.getContainer();
      if (element.offsetWidth !== width || element.offsetHeight !== height) {
        Object.assign(element.style, { width: `${width}px`, height: `${height}px` });
      }
      const size = map.getSize();
      if (size.x !== width || size.y !== height) map.invalidateSize({ pan: false, animate: false });
      const { center, zoom } = viewOf(sigma);
      const key = `${center.lat},${center.lng},${zoom},${width},${height}`;
      // A hover draws a frame too: the map moves only when the view or the size changed.
      if (key !== last) map.setView(center, zoom, { animate: false });
      last = key;
    };
    follow();
    // After each frame sigma draws: a drag, a zoom, a step of an animation, a new size. Bound with sigma.on
    // here, not useRegisterEvents: that hook keeps the handlers in state and binds them in an effect of its
    // own, a render later, and a frame drawn in between (the box taking its final size) would leave the map behind.
    sigma.on('afterRender', follow);
    return () => void sigma.off('afterRender', follow);
  }, [map, sigma]);

  return null;
}

/**
 * The world's countries, a TopoJSON file of the npm package world-atlas, served where DataUrl says (in an app:
 * public/data/, copied from node_modules/world-atlas/).
 */
const COUNTRIES = 'countries-110m.json';

/**
 * A ring of a country across the 180th meridian jumps from about 180° to about −180° of longitude: drawn on a
 * flat map, it would cross the whole world. Its western points are moved past 180° instead (Fiji, Russia's tip).
 */
function pastTheDateLine(ring: number[][]): number[][] {
  const crosses = ring.some((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180);
  return crosses ? ring.map(([lng, lat]) => [lng! < 0 ? lng! + 360 : lng!, lat!]) : ring;
}

/** The countries, fetched (a TopoJSON file of the npm package world-atlas), with the selected one filled. */
function Countries({ map, selected }: { map: L.Map; selected: { country: string; color: string } | null }) {
  const dataUrl = useContext(DataUrl);
  const scheme = useColorScheme();
  const [layer, setLayer] = useState<L.GeoJSON | null>(null);
  const [error, setError] = useState<Error | null>(null);
  // A failed download shows in the frame, as any error of the example.
  if (error) throw error;

  useEffect(() => {
    const controller = new AbortController();
    let added: L.GeoJSON | null = null;
    fetch(`${dataUrl}${COUNTRIES}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${COUNTRIES}: HTTP ${response.status}`);
        return response.json() as Promise<Parameters<typeof feature>[0]>;
      })
      .then((topology) => {
        // TopoJSON shares the borders between countries; topojson-client turns it into GeoJSON for Leaflet.
        const countries = feature(topology, topology.objects.countries!);
        if (countries.type !== 'FeatureCollection') throw new Error(`${COUNTRIES}: no collection of countries`);
        for (const { geometry } of countries.features) {
          if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map(pastTheDateLine);
          if (geometry.type === 'MultiPolygon')
            geometry.coordinates = geometry.coordinates.map((rings) => rings.map(pastTheDateLine));
        }
        added = L.geoJSON(countries, {
          // Mercator stretches Antarctica without end (Leaflet cuts it at 85° S), and no airport is there.
          filter: (country) => country.properties?.name !== 'Antarctica',
          // Drawn, never clicked: sigma's canvases are over the map.
          interactive: false,
        }).addTo(map);
        setLayer(added);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      controller.abort();
      added?.remove();
    };
  }, [map, dataUrl]);

  useEffect(() => {
    // The theme's colours: land a tint of the labels' colour, borders the edges' colour, in light and dark mode.
    const colors = graphColors[scheme];
    layer?.setStyle((country) => {
      const isSelected = country?.properties?.name === selected?.country;
      return {
        color: colors.edge,
        weight: 0.8,
        fillColor: isSelected ? selected!.color : colors.label,
        fillOpacity: isSelected ? 0.35 : 0.1,
      };
    });
  }, [layer, scheme, selected]);

  return null;
}

/** A click on an airport fills its country; a click on the map puts a marker there and says where it is. */
function Clicks({ map }: { map: L.Map | null }) {
  const sigma = useSigma<AirportAttributes>();
  const registerEvents = useRegisterEvents<AirportAttributes>();
  const [selected, setSelected] = useState<string | null>(null);
  const [place, setPlace] = useState<L.LatLng | null>(null);

  useEffect(() => {
    registerEvents({
      clickNode: ({ node }) => {
        setSelected(node);
        setPlace(null);
      },
      clickStage: ({ event }) => {
        // From sigma's box to the graph (its camera), then to the map's latitude and longitude (Leaflet's CRS).
        const at = sigma.viewportToGraph({ x: event.x, y: event.y });
        setPlace(toLatLng(at.x, at.y));
        setSelected(null);
      },
    });
  }, [sigma, registerEvents]);

  useEffect(() => {
    if (!map || !place) return;
    const marker = L.circleMarker(place, { radius: 6, color: palette[3], weight: 3, fillOpacity: 0.2, interactive: false });
    marker.addTo(map);
    return () => void marker.remove();
  }, [map, place]);

  const graph = sigma.getGraph();
  const airport = selected && graph.hasNode(selected) ? graph.getNodeAttributes(selected) : null;
  const degrees = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;
  return (
    <>
      {map && <Countries map={map} selected={airport} />}
      <StatusOverlay at="bottom">
        {airport
          ? `${airport.label}, ${airport.country}: ${graph.degree(selected!)} routes`
          : place
            ? `The map at ${degrees(place.lat, 'N', 'S')}, ${degrees(place.lng, 'E', 'W')}`
            : 'Click an airport, or the map.'}
      </StatusOverlay>
    </>
  );
}

/** Sigma draws when the window changes size; a box that changes size alone must tell it. */
function RedrawOnResize() {
  const sigma = useSigma();
  useEffect(() => {
    const observer = new ResizeObserver(() => sigma.scheduleRefresh());
    observer.observe(sigma.getContainer());
    return () => observer.disconnect();
  }, [sigma]);
  return null;
}

const settings: Partial<Settings> = {
  // The map is not turned: sigma's camera may not be either.
  enableCameraRotation: false,
  // From the whole world to a region: Leaflet's zoom stays between the map's minZoom and maxZoom.
  minCameraRatio: 1 / 32,
  maxCameraRatio: 4,
};

export default function MapLayer() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createAirports(), []);
  const [map, setMap] = useState<L.Map | null>(null);
  const [narrow, setNarrow] = useState(false);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT, width: narrow ? '60%' : '100%' }}>
      <GraphTheme />
      <KeepLabelsInside />
      <RedrawOnResize />
      <LeafletLayer onMap={setMap} />
      {map && <FollowCamera map={map} />}
      <Clicks map={map} />
      <ToolsOverlay label="The graph's size">
        <ToolsRow>
          <Button aria-pressed={narrow} onClick={() => setNarrow(!narrow)}>
            Narrower graph
          </Button>
        </ToolsRow>
      </ToolsOverlay>
    </SigmaContainer>
  );
}
