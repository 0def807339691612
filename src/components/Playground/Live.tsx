import { useDeferredValue, type ReactNode } from 'react';
import { aboutGraph } from './about';
import { CodePanel, ReducersPanel } from './CodePanels';
import { Controls } from './Controls';
import { LiveFigures } from './LiveFigures';
import { GraphPanel, PlaygroundSigma } from './GraphPanel';
import { useCodePanel } from './useCodePanel';
import { useGraphData } from './useGraphData';
import { useLiveFigures } from './useLiveFigures';
import { useLayoutRun, usePlaygroundSettings } from './usePlaygroundSettings';
import { useReducers } from './useReducers';
import styles from './styles.module.css';

/** The page waits for it before its first render (src/pages/playground.tsx): see useGraphData.ts. */
export { ready } from './useGraphData';

/**
 * The playground's live part: the set-up (usePlaygroundSettings), the graph (useGraphData), the
 * controls, the frame with its figures, and the reducers' and code panels.
 */
export default function Playground(): ReactNode {
  const { initial, settings, setSettings, update } = usePlaygroundSettings();
  const figures = useLiveFigures();
  const data = useGraphData(initial, settings, setSettings, figures.reset);
  const graph = data.loaded?.graph ?? null;
  const layout = useLayoutRun(settings, update);
  const reducers = useReducers(graph);
  const code = useCodePanel(settings, reducers.text, data.loaded);

  // The reducers' and the code's panels, with their editors, come in a second render, after the
  // first has put the graph's frame and the controls on screen and sigma has drawn: about 60 ms
  // sooner for the graph on this machine.
  const panels = useDeferredValue(true, false);

  return (
    <div className={styles.playground}>
      <div className={styles.top}>
        <GraphPanel
          frameRef={code.frameRef}
          edited={code.edited ? { compiled: code.running } : null}
          editedKey={`edited-${code.shown.length}-${code.editorKey}`}
          loaded={data.loaded}
          busy={data.busy}
          message={data.message}
          openFile={data.openFile}
          about={aboutGraph(settings.source, code.edited)}
          graph={
            data.loaded && (
              <PlaygroundSigma
                loaded={data.loaded}
                settings={settings}
                layout={layout}
                reducers={reducers.reducers}
                host={reducers.host}
                onReducerError={reducers.onRuntimeError}
                samples={figures.samples}
                onFirstFrame={figures.setFirstFrame}
                onRate={figures.setRate}
              />
            )
          }
        >
          <LiveFigures
            settings={settings}
            counts={code.edited ? code.counts : graph && { nodes: graph.order, edges: graph.size }}
            loadMs={data.loaded?.loadMs}
            firstFrame={figures.firstFrame}
            frames={figures.frames}
            layoutRunning={layout.running}
            rate={figures.rate}
          />
        </GraphPanel>
        <Controls
          initial={initial.settings}
          settings={settings}
          update={update}
          graph={graph}
          layout={layout}
          openFile={data.openFile}
          generate={data.generate}
        />
      </div>

      {/* Below the graph: rendered once the graph is on its way, not in the same first render (see `panels`). */}
      {panels && (
        <>
          <ReducersPanel reducers={reducers} />
          <CodePanel settings={settings} code={code} />
        </>
      )}
    </div>
  );
}
