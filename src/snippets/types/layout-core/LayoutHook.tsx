import circular from 'graphology-layout/circular';
import { useLayoutFactory, type LayoutHook } from '@react-sigma/layout-core';

/** A button for any one-shot layout: useLayoutCircular(), useLayoutNoverlap(), one of your own. */
function LayoutButton({ layout, children }: { layout: LayoutHook; children: string }) {
  return (
    // assign() writes the positions into the graph; positions() would only compute them.
    <button type="button" onClick={() => layout.assign()}>
      {children}
    </button>
  );
}

/** Render inside a SigmaContainer. */
export function CircleButton() {
  // useLayoutFactory turns any graphology layout that has an `assign` method into a LayoutHook.
  const circle = useLayoutFactory(circular, { scale: 100 });
  return <LayoutButton layout={circle}>Circle</LayoutButton>;
}
