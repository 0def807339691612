import EdgeCurveProgram from '@sigma/edge-curve';
import { NodeBorderProgram } from '@sigma/node-border';
import { NodeImageProgram } from '@sigma/node-image';
import type { Settings } from 'sigma/settings';
import { STAGE_PADDING, type PlaygroundSettings } from './settings';

/** Sigma's settings for the playground's set-up: what the page draws with (and the bench's plain sigma page too). */
export function sigmaSettings(settings: PlaygroundSettings): Partial<Settings> {
  return {
    // Labels are drawn on the right of their node: a wider margin than sigma's 30 px keeps them in a phone's frame.
    stagePadding: STAGE_PADDING,
    labelRenderedSizeThreshold: settings.labelThreshold,
    hideEdgesOnMove: settings.hideEdgesOnMove,
    hideLabelsOnMove: settings.hideLabelsOnMove,
    zIndex: settings.zIndex,
    renderEdgeLabels: settings.renderEdgeLabels,
    defaultEdgeType: settings.edgeType,
    ...(settings.edgeType === 'curved' ? { edgeProgramClasses: { curved: EdgeCurveProgram } } : {}),
    ...(settings.nodeProgram === 'border'
      ? { defaultNodeType: 'border', nodeProgramClasses: { border: NodeBorderProgram } }
      : {}),
    ...(settings.nodeProgram === 'image' ? { defaultNodeType: 'image', nodeProgramClasses: { image: NodeImageProgram } } : {}),
  };
}
