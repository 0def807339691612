import { Sigma } from 'sigma';

/**
 * The installed @react-sigma/core's SigmaContainer never kills its sigma instance
 * on unmount (fixed upstream in 5.0.6), so each visit to an example would leave
 * WebGL contexts behind until Chromium drops old ones ("Too many active WebGL
 * contexts"). The example shell cannot reach the instances the example code
 * creates, so it notes every instance when it is built (sigma creates its
 * WebGL contexts in its constructor) and kills those inside an example's
 * frame when the example unmounts.
 */
const alive = new Set<Sigma>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const PATCHED = Symbol.for('react-sigma-docs.sigma-registry');

type Patchable = {
  createWebGLContext: (this: Sigma, ...args: unknown[]) => unknown;
  kill: (this: Sigma) => void;
  [PATCHED]?: boolean;
};

/**
 * Patches sigma's internals (guard: ./sigmaRegistry.guard.test.ts). If a sigma
 * upgrade renames them, tracking would silently stop and the contexts leak
 * again: this throws instead in development (`npm start` shows the error in
 * place of the example, and the unit tests fail), while a production build
 * keeps drawing graphs without tracking, since a leak that only shows after
 * many visits is better for a reader than no graph at all.
 */
export function trackSigmaInstances(): void {
  const proto = Sigma.prototype as unknown as Patchable;
  if (proto[PATCHED]) return;
  if (typeof proto.createWebGLContext !== 'function' || typeof proto.kill !== 'function') {
    if (process.env.NODE_ENV === 'production') return;
    throw new Error(
      'sigmaRegistry: this sigma has no Sigma.prototype.createWebGLContext or kill any more, so examples cannot release their WebGL contexts; update src/live/sigmaRegistry.ts',
    );
  }
  const createWebGLContext = proto.createWebGLContext;
  const kill = proto.kill;
  proto.createWebGLContext = function (this: Sigma, ...args: unknown[]) {
    const added = !alive.has(this);
    alive.add(this);
    const context = createWebGLContext.apply(this, args);
    if (added) notify();
    return context;
  };
  proto.kill = function (this: Sigma) {
    alive.delete(this);
    kill.call(this);
    notify();
  };
  proto[PATCHED] = true;
}

/** The live sigma instances drawn inside `root`: the playground reads what edited code drew from them. */
export function sigmaInstancesIn(root: Element): Sigma[] {
  return [...alive].filter((instance) => root.contains(instance.getContainer()));
}

/**
 * Calls `listener` when an instance is noted (from inside sigma's constructor: wait a task before
 * reading it) or killed. Returns the unsubscribe function.
 */
export function onSigmaInstancesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Kills every live sigma instance drawn inside `root` (attached or not). Returns how many. */
export function releaseSigmaInstances(root: Element): number {
  let released = 0;
  for (const instance of [...alive]) {
    if (!root.contains(instance.getContainer())) continue;
    try {
      instance.kill();
    } catch {
      // A half-built instance (its constructor threw) may not kill cleanly; it holds nothing more.
      alive.delete(instance);
    }
    released++;
  }
  return released;
}

export function liveSigmaCount(): number {
  return alive.size;
}
