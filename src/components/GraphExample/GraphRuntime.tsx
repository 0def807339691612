import { Component, useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { releaseSigmaInstances, trackSigmaInstances } from './sigmaRegistry';
import { ErrorMessage } from './ErrorMessage';
import styles from './styles.module.css';

/**
 * What every live graph on the site runs inside (examples and the home demo):
 * a WebGL check, an error boundary that reports in the graph's frame, and a
 * scope that kills the sigma instances it drew when it goes away.
 */
trackSigmaInstances();

export const WEBGL_MESSAGE = {
  title: 'This graph needs WebGL',
  message: 'Your browser has WebGL turned off or unavailable, so sigma.js cannot draw the graph.',
} as const;

export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Give the probe's context back at once: browsers cap live WebGL contexts.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

interface BoundaryProps {
  children: ReactNode;
  onError: (error: Error) => void;
  hint: string;
}

/** Shows what went wrong in the graph's frame; the rest of the page keeps working. */
export class ExampleErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorMessage title="This example stopped with an error" message={error.message} hint={this.props.hint} />;
    return this.props.children;
  }
}

/** Kills the sigma instances drawn inside it when it goes away (see sigmaRegistry). */
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

