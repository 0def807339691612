import type { PropsWithChildren } from 'react';
import type { Attributes } from 'graphology-types';
import { SigmaContainer, type SigmaContainerProps } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

// The props have no default attribute types, so all three are named; nor do they hold
// `children`, which SigmaContainer takes besides them.
type GraphViewProps = PropsWithChildren<SigmaContainerProps<Attributes, Attributes, Attributes>>;

/** A SigmaContainer with this app's defaults; what the caller passes wins. */
export function GraphView({ settings, style, ...props }: GraphViewProps) {
  return (
    <SigmaContainer
      {...props}
      // A new object on each render is fine: SigmaContainer compares settings by value.
      settings={{ renderEdgeLabels: true, labelRenderedSizeThreshold: 4, ...settings }}
      style={{ height: '400px', ...style }}
    />
  );
}
