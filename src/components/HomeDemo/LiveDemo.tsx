import type { ReactNode } from 'react';
import { LiveGraph } from '@site/src/live/LiveGraph';
import DemoGraph from './DemoGraph';

/** The demo with the same safety net as the examples (WebGL check, error boundary, sigma clean-up). */
export default function LiveDemo({ url }: { url: string }): ReactNode {
  return (
    <LiveGraph noWebGLHint="The examples pages show the code of every feature." errorHint="Reload the page to try again.">
      <DemoGraph url={url} />
    </LiveGraph>
  );
}
