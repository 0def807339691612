import { useState, type ReactNode } from 'react';
import { ErrorMessage } from '../GraphExample/ErrorMessage';
import { ExampleErrorBoundary, hasWebGL, SigmaScope, WEBGL_MESSAGE } from '../GraphExample/GraphRuntime';
import DemoGraph from './DemoGraph';

/** The demo with the same safety net as the examples (WebGL check, error boundary, sigma clean-up). */
export default function LiveDemo({ url }: { url: string }): ReactNode {
  const [webgl] = useState(hasWebGL);
  if (!webgl) return <ErrorMessage {...WEBGL_MESSAGE} hint="The examples pages show the code of every feature." />;
  return (
    <ExampleErrorBoundary onError={() => undefined} hint="Reload the page to try again.">
      <SigmaScope>
        <DemoGraph url={url} />
      </SigmaScope>
    </ExampleErrorBoundary>
  );
}

