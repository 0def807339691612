import { useEffect, useId, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createNodePiechartProgram } from '@sigma/node-piechart';
import { NodeSquareProgram } from '@sigma/node-square';
import { createNodeCompoundProgram } from 'sigma/rendering';
import { Radio } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/**
 * NodeSquareProgram brings its own hover drawer, and sigma prefers a program's drawer to the
 * `defaultDrawNodeHover` setting. That drawer paints a white box, whatever the label colour.
 * Wrapped in a compound program given no drawers, squares use the settings' drawers, which
 * <GraphTheme /> keeps in the page's colours.
 */
const SquareProgram = createNodeCompoundProgram([NodeSquareProgram]);

/**
 * One slice per kind of work, each sized by a node attribute. The slices are compiled into
 * the program's shader: a different list of slices needs another program.
 */
const PieProgram = createNodePiechartProgram({
  // The colour of a pie whose values are all 0 (or missing).
  defaultColor: '#6c757d',
  slices: [
    { value: { attribute: 'design' }, color: { value: '#d9480f' } },
    { value: { attribute: 'code' }, color: { value: '#087f5b' } },
    { value: { attribute: 'review' }, color: { value: '#cc2b8f' } },
  ],
});

// Built once, outside the component: SigmaContainer re-creates sigma when its settings change, and
// it compares program classes by identity.
const settings = {
  // A node's `type` attribute picks its program by these names; `circle` is built in.
  nodeProgramClasses: { square: SquareProgram, pie: PieProgram },
  // Edges without a `type` are drawn with the built-in `arrow` program (the default is `line`).
  defaultEdgeType: 'arrow',
};

const PERSON_COLOR = '#1c7ed6';

/** People (hours of design, code and review) and the projects they work on. */
const PEOPLE = [
  { name: 'Ada', design: 2, code: 30, review: 8, projects: ['Atlas'] },
  { name: 'Grace', design: 10, code: 20, review: 10, projects: ['Atlas', 'Beacon'] },
  { name: 'Alan', design: 0, code: 12, review: 28, projects: ['Beacon'] },
  { name: 'Edsger', design: 5, code: 5, review: 30, projects: ['Beacon', 'Comet'] },
  { name: 'Barbara', design: 25, code: 10, review: 5, projects: ['Comet'] },
  { name: 'Donald', design: 0, code: 35, review: 5, projects: ['Comet'] },
  { name: 'Frances', design: 20, code: 15, review: 5, projects: ['Comet', 'Beacon'] },
  { name: 'John', design: 8, code: 24, review: 8, projects: ['Beacon'] },
  { name: 'Radia', design: 30, code: 5, review: 5, projects: ['Atlas'] },
  // No hours at all: a missing attribute counts as 0, so the pie takes the default colour.
  { name: 'Ken', projects: ['Atlas'] },
  { name: 'Margaret', design: 12, code: 12, review: 16, projects: ['Atlas', 'Beacon'] },
  { name: 'Dennis', design: 4, code: 32, review: 4, projects: ['Beacon'] },
];

function buildTeam(): Graph {
  const graph = new Graph();
  // Projects are squares. Beacon sits in the middle of the drawing.
  for (const [name, x] of [
    ['Atlas', -5],
    ['Beacon', 0],
    ['Comet', 5],
  ] as const) {
    graph.addNode(name, { x, y: 0, size: 16, label: name, color: '#0c8599', kind: 'project', type: 'square' });
  }
  // People stand on a ring around them, drawn as pie charts first.
  PEOPLE.forEach(({ name, projects, ...hours }, index) => {
    const angle = Math.PI - ((index + 0.5) * 2 * Math.PI) / PEOPLE.length;
    graph.addNode(name, {
      x: 12 * Math.cos(angle),
      y: 12 * Math.sin(angle),
      size: 14,
      label: name,
      // Read by the circle and square programs; the pie reads the hours.
      color: PERSON_COLOR,
      kind: 'person',
      type: 'pie',
      ...hours,
    });
    for (const project of projects) graph.addEdge(name, project, { size: 3 });
  });
  return graph;
}

const SHAPES = { pie: 'Pie charts', circle: 'Circles', square: 'Squares' } as const;
type Shape = keyof typeof SHAPES;

/** Draws people with another program: only their `type` attribute changes. */
function ShapePicker() {
  const sigma = useSigma();
  const [shape, setShape] = useState<Shape>('pie');
  const group = useId();
  useEffect(() => {
    const graph = sigma.getGraph();
    graph.forEachNode((node, { kind }) => {
      if (kind === 'person') graph.setNodeAttribute(node, 'type', shape);
    });
  }, [sigma, shape]);
  return (
    <ToolsOverlay label="Draw people as">
      <ToolsRow>
        <strong>People as</strong>
        {(Object.keys(SHAPES) as Shape[]).map((value) => (
          <Radio key={value} name={group} checked={shape === value} onChange={() => setShape(value)}>
            {SHAPES[value]}
          </Radio>
        ))}
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function NodeShapes() {
  // Built once: SigmaContainer compares `graph` by identity.
  const graph = useMemo(() => buildTeam(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={settings}>
      <GraphTheme />
      {/* Room for the labels of the outer people, drawn on their right. */}
      <KeepLabelsInside />
      <ShapePicker />
    </SigmaContainer>
  );
}
