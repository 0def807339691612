import type { ReactNode } from 'react';
import type { ProjectSpec } from './codegen';

/**
 * Where the site's "Open as a project" button (src/live/project) goes: it receives `spec`, which
 * builds the project of the current set-up on demand (a pure function, see `projectSpec`). Until
 * that button is part of the site this renders nothing, so the toolbar shows no dead button.
 */
export function OpenAsProjectSlot({ spec }: { spec: () => ProjectSpec }): ReactNode {
  void spec;
  return null;
}
