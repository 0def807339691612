import { LayoutNoverlapControl, type LayoutNoverlapControlProps } from '@react-sigma/layout-noverlap';
import '@react-sigma/core/lib/style.css';

// Room for a label beside each node. Noverlap counts this margin in graph units, not pixels.
const roomForLabels: LayoutNoverlapControlProps['settings'] = { settings: { margin: 10, ratio: 1.5 } };

/**
 * Spreads overlapping nodes apart as soon as it mounts. Render inside a SigmaContainer,
 * after the graph is loaded: with no nodes, nothing starts.
 */
export function SpreadOnMount(props: LayoutNoverlapControlProps) {
  return <LayoutNoverlapControl autoRunFor={0} settings={roomForLabels} {...props} />;
}
