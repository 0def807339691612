import { useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { downloadAsPNG } from '@sigma/export-image';
import type Sigma from 'sigma';
import { Checkbox } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { ActionsWithStatus, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/**
 * The colour the graph is drawn on: react-sigma's `--sigma-background-color`, which its
 * stylesheet sets to white and a site may change per colour mode (this one does).
 */
function graphBackground(sigma: Sigma): string {
  return getComputedStyle(sigma.getContainer()).getPropertyValue('--sigma-background-color').trim() || '#ffffff';
}

/** Offers `blob` as a download named `fileName`, as a click on a link would. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser reads the blob after this task: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The other way: copy the layers sigma has drawn on screen into one canvas. sigma's WebGL
 * layers keep their pixels only until the browser shows the frame, so the copy happens in
 * `afterRender`, right after sigma has drawn them.
 */
function copyLayers(sigma: Sigma, backgroundColor: string, layers: string[]): Promise<Blob> {
  return new Promise((resolve, reject) => {
    sigma.once('afterRender', () => {
      const canvases = sigma.getCanvases();
      // Every layer has the same size: the container's, times the screen's pixel ratio.
      const { width, height } = canvases.nodes ?? { width: 0, height: 0 };
      const output = document.createElement('canvas');
      output.width = width;
      output.height = height;
      const context = output.getContext('2d');
      if (!context) return reject(new Error('This browser cannot draw on a 2D canvas.'));
      context.fillStyle = backgroundColor;
      context.fillRect(0, 0, width, height);
      for (const layer of layers) {
        const canvas = canvases[layer];
        if (canvas) context.drawImage(canvas, 0, 0);
      }
      output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG.'))), 'image/png');
    });
    sigma.scheduleRender();
  });
}

/** sigma's layers from the bottom up, without the hover and mouse layers. */
const ALL_LAYERS = ['edges', 'edgeLabels', 'nodes', 'labels'];
const WITHOUT_LABELS = ['edges', 'nodes'];

function ExportControls() {
  const sigma = useSigma();
  const [labels, setLabels] = useState(true);
  const [opaque, setOpaque] = useState(false);
  const [status, setStatus] = useState('Nothing downloaded yet.');

  const run = (label: string, task: () => Promise<void>) => {
    setStatus(`${label}…`);
    task().then(
      () => setStatus(`${label}: done.`),
      (error: unknown) => setStatus(`${label} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const backgroundColor = () => (opaque ? graphBackground(sigma) : 'transparent');
  const layers = labels ? ALL_LAYERS : WITHOUT_LABELS;

  return (
    <ToolsOverlay label="Export the graph">
      <ToolsRow>
        <Checkbox checked={labels} onChange={(e) => setLabels(e.target.checked)}>
          Labels
        </Checkbox>
        <Checkbox checked={opaque} onChange={(e) => setOpaque(e.target.checked)}>
          Opaque background
        </Checkbox>
      </ToolsRow>
      <ActionsWithStatus
        actions={{
          // Draws the graph again on a hidden sigma with the same settings, then downloads it.
          'Download PNG': () => run('PNG', () => downloadAsPNG(sigma, { backgroundColor: backgroundColor(), layers })),
          'Copy the screen': () =>
            run('Screen copy', async () => saveBlob(await copyLayers(sigma, backgroundColor(), layers), 'graph-screen.png')),
        }}
        status={status}
      />
    </ToolsOverlay>
  );
}

export default function ExportImage() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createCommunityGraph({ order: 80, communities: 4, seed: 11 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ExportControls />
    </SigmaContainer>
  );
}
