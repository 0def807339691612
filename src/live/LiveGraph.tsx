import { Component, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { FrameGestures } from './FrameGestures';
import { releaseSigmaInstances, trackSigmaInstances } from './sigmaRegistry';

// Installed when the first live graph's code loads, before any sigma instance exists.
trackSigmaInstances();

export const WEBGL_MESSAGE = {
  title: 'This graph needs WebGL',
  message: 'Your browser has WebGL turned off or unavailable, so sigma.js cannot draw the graph.',
} as const;

let webglAvailable: boolean | undefined;

/** Whether sigma can draw here. Probed once per page: a page of examples would otherwise open one context per example. */
export function hasWebGL(): boolean {
  if (webglAvailable === undefined) {
    try {
      const canvas = document.createElement('canvas');
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      // Give the probe's context back at once: browsers cap live WebGL contexts.
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
      webglAvailable = gl !== null;
    } catch {
      webglAvailable = false;
    }
  }
  return webglAvailable;
}

interface BoundaryProps {
  children: ReactNode;
  onError?: (error: Error) => void;
  hint: string;
}

/** Shows what went wrong in the graph's frame; the rest of the page keeps working. */
export class GraphErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  override render() {
    const { error } = this.state;
    if (error)
      return <ErrorMessage title="This example stopped with an error" message={error.message} hint={this.props.hint} explain />;
    return this.props.children;
  }
}

/** Kills the sigma instances drawn inside it when it goes away (see ./sigmaRegistry.ts). */
export function SigmaScope({ children }: { children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    return () => {
      if (root) releaseSigmaInstances(root);
    };
  }, []);
  return (
    <div ref={ref} style={{ height: '100%' }}>
      {children}
    </div>
  );
}

interface LiveGraphProps {
  children: ReactNode;
  /** What to do without WebGL, shown under the message. */
  noWebGLHint: string;
  /** What to do after an error, shown under it. */
  errorHint: string;
  onError?: (error: Error) => void;
  /** The graph lets the reader drag nodes: a finger that comes down on a node drags it (./FrameGestures.tsx). */
  dragNodes?: boolean;
}

/**
 * What every live graph on the site runs inside (examples and the home
 * demo): a WebGL check, an error boundary that reports in the graph's frame,
 * a scope that kills the sigma instances it drew when it goes away, and
 * cooperative gestures (./FrameGestures.tsx: the page scrolls past the graph).
 */
export function LiveGraph({ children, noWebGLHint, errorHint, onError, dragNodes }: LiveGraphProps): ReactNode {
  const [webgl] = useState(hasWebGL);
  if (!webgl) return <ErrorMessage {...WEBGL_MESSAGE} hint={noWebGLHint} />;
  return (
    <GraphErrorBoundary onError={onError} hint={errorHint}>
      <SigmaScope>
        <FrameGestures dragNodes={dragNodes}>{children}</FrameGestures>
      </SigmaScope>
    </GraphErrorBoundary>
  );
}
