import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { Sigma } from 'sigma';
import { useNodeRing } from '../useNodeFocus';
import { readEdge, readNode, type Report, type Row, type Target } from './readSigma';
import descriptionStyles from '../graphDescription.module.css';
import { INSPECTOR_CSS } from './styles';

export interface InspectorProps {
  sigma: Sigma;
  target: Target | null;
  onTarget: (target: Target) => void;
  onClose: () => void;
  /** The ring around the inspected node, and the element it is placed in (the text twin's line). */
  ring: RefObject<HTMLElement | null>;
  origin: RefObject<HTMLElement | null>;
}

function read(sigma: Sigma, target: Target | null, hovered: string | null): Report | null {
  if (!target) return null;
  return target.kind === 'node' ? readNode(sigma, target.key, hovered) : readEdge(sigma, target.key);
}

/**
 * The report on `target`, read again after each frame sigma draws (the camera moved, a reducer changed), and the
 * node or edge the reader picks on the graph (sigma's clickNode and clickEdge events).
 */
function useReport(sigma: Sigma, target: Target | null, onTarget: (target: Target) => void): Report | null {
  const [report, setReport] = useState<Report | null>(null);
  useEffect(() => {
    let hovered: string | null = null;
    let last = '';
    const update = () => {
      const next = read(sigma, target, hovered);
      // Every frame of a camera move draws: the panel renders again only when what it says changes.
      const text = JSON.stringify(next);
      if (text === last) return;
      last = text;
      setReport(next);
    };
    const clickNode = ({ node }: { node: string }) => onTarget({ kind: 'node', key: node });
    const clickEdge = ({ edge }: { edge: string }) => onTarget({ kind: 'edge', key: edge });
    const enterNode = ({ node }: { node: string }) => {
      hovered = node;
      update();
    };
    const leaveNode = () => {
      hovered = null;
      update();
    };
    sigma.on('clickNode', clickNode);
    sigma.on('clickEdge', clickEdge);
    sigma.on('enterNode', enterNode);
    sigma.on('leaveNode', leaveNode);
    sigma.on('afterRender', update);
    update();
    return () => {
      sigma.off('clickNode', clickNode);
      sigma.off('clickEdge', clickEdge);
      sigma.off('enterNode', enterNode);
      sigma.off('leaveNode', leaveNode);
      sigma.off('afterRender', update);
    };
  }, [sigma, target, onTarget]);
  return report;
}

function Rows({ caption, rows }: { caption: string; rows: Row[] }): ReactNode {
  return (
    <table className="inspector-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.key}</th>
            <td>
              {row.swatch && <span className="inspector-swatch" style={{ background: row.swatch }} aria-hidden="true" />}
              <code>{row.value}</code>
              {row.note && <span className="inspector-note"> ({row.note})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Changes({ report }: { report: Report }): ReactNode {
  const reducer = report.target.kind === 'node' ? 'nodeReducer' : 'edgeReducer';
  return (
    <div className="inspector-changes" data-testid="inspector-changes">
      <p>
        <strong>Changed on the way to the screen</strong>
        {report.reducer ? '' : ` (no ${reducer} on this graph)`}
        {report.changes.length === 0 ? ': nothing; sigma draws the attributes as they are.' : ':'}
      </p>
      {report.changes.length > 0 && (
        <ul>
          {report.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Inspect": why a node looks the way it does. Its attributes in the graph, what sigma draws after the reducers
 * (`getNodeDisplayData`), whether its label is drawn now and why not, what a reducer changed; the same for an edge
 * where the graph lets edges be picked (`enableEdgeEvents`). Loaded when the reader turns it on
 * (../GraphDescription.tsx), so it costs a page nothing until then.
 */
export default function Inspector({ sigma, target, onTarget, onClose, ring, origin }: InspectorProps): ReactNode {
  const report = useReport(sigma, target, onTarget);
  useNodeRing(sigma, report && !report.gone && report.target.kind === 'node' ? report.target.key : null, ring, origin);
  const edgeEvents = sigma.getSetting('enableEdgeEvents');
  let heading = 'Click a node on the graph, or press I on a node in "Explore the nodes", to see why it looks the way it does.';
  if (report?.gone) heading = `The ${report.target.kind} "${report.target.key}" is gone from the graph.`;
  else if (report) heading = `Inspecting ${report.target.kind} "${report.name}" (key ${JSON.stringify(report.target.key)})`;
  return (
    <div className="inspector-panel" role="region" aria-label="Inspector" data-testid="inspector">
      <style href="react-sigma-docs-inspector" precedence="default">
        {INSPECTOR_CSS}
      </style>
      <div className="inspector-head">
        <p className="inspector-heading" aria-live="polite">
          {heading}
        </p>
        <button type="button" className={descriptionStyles.explore} onClick={onClose}>
          Close the inspector
        </button>
      </div>
      <p className="inspector-edges">
        {edgeEvents
          ? 'Click an edge to inspect it too.'
          : 'Edges cannot be picked here: this graph has the enableEdgeEvents setting off. Set enableEdgeEvents: true in its settings to pick an edge.'}
      </p>
      {report && !report.gone && (
        <>
          <p className="inspector-label" data-testid="inspector-label">
            {report.label?.text ?? report.edgeLabel}
          </p>
          <Changes report={report} />
          <div className="inspector-tables">
            <Rows
              caption={`Drawn, after the reducers (sigma.get${report.target.kind === 'node' ? 'Node' : 'Edge'}DisplayData)`}
              rows={report.drawn}
            />
            <Rows
              caption={`Attributes in the graph (graph.get${report.target.kind === 'node' ? 'Node' : 'Edge'}Attributes)`}
              rows={report.attributes}
            />
          </div>
        </>
      )}
    </div>
  );
}
