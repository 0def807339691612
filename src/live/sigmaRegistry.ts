import { Sigma } from 'sigma';

/**
 * Notes every sigma instance when it is built (sigma creates its WebGL contexts in its
 * constructor), for the frame's gestures, the text twin and the playground (`sigmaInstancesIn`),
 * and kills those inside an example's frame when the example unmounts.
 *
 * That kill was written for react-sigma 5.0.4, whose SigmaContainer left its instance alive on
 * unmount, so each visit to an example left WebGL contexts behind until Chromium dropped old ones.
 * The installed SigmaContainer kills its own: measured on 30 pages (the examples, the guides and
 * the first API pages, visited in turn), each of the 43 instances built was killed by its
 * SigmaContainer too. The frame's kill stays for the instances no SigmaContainer holds: edited
 * code that builds sigma itself (the playground), and the half-built kind below. A second kill
 * does nothing (tests/e2e/examples/life-cycle.spec.ts runs one).
 *
 * Two kinds of instance are noted but never handed out:
 * - one whose constructor threw (its first `refresh`, at the end of the constructor, did not return): an example
 *   with a node type that has no program. SigmaContainer never gets it, so its clean-up has nothing to kill
 *   (and 5.0.4, which built sigma in a state updater, could build it twice and drop the first error); the
 *   instance is left with its handlers bound, and drawing it again throws the error again, uncaught, from a
 *   frame. Only the frame's kill reaches it.
 * - one that was killed: code that still holds it (a download landing after the reader left the page, whose
 *   `loadGraph` refreshes sigma) would draw into a container that is gone, and sigma throws "Container has no
 *   width". Its `refresh` and `render` do nothing once the shell killed it.
 */
const alive = new Set<Sigma>();
const built = new WeakSet<Sigma>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const PATCHED = Symbol.for('react-sigma-docs.sigma-registry');

type Patchable = {
  createWebGLContext: (this: Sigma, ...args: unknown[]) => unknown;
  kill: (this: Sigma) => void;
  refresh: (this: Sigma, ...args: unknown[]) => unknown;
  [PATCHED]?: boolean;
};

/** What a killed instance answers to a redraw: nothing, and itself, as sigma's methods return. */
const INERT = ['refresh', 'scheduleRefresh', 'render', 'scheduleRender'] as const;

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
  if (typeof proto.createWebGLContext !== 'function' || typeof proto.kill !== 'function' || typeof proto.refresh !== 'function') {
    if (process.env.NODE_ENV === 'production') return;
    throw new Error(
      'sigmaRegistry: this sigma has no Sigma.prototype.createWebGLContext, kill or refresh any more, so examples cannot release their WebGL contexts; update src/live/sigmaRegistry.ts',
    );
  }
  const { createWebGLContext, kill, refresh } = proto;
  proto.createWebGLContext = function (this: Sigma, ...args: unknown[]) {
    alive.add(this);
    return createWebGLContext.apply(this, args);
  };
  proto.refresh = function (this: Sigma, ...args: unknown[]) {
    const result = refresh.apply(this, args);
    // The first refresh that returns ends the constructor: the instance is whole.
    if (!built.has(this) && alive.has(this)) {
      built.add(this);
      notify();
    }
    return result;
  };
  proto.kill = function (this: Sigma) {
    const known = alive.delete(this);
    try {
      kill.call(this);
    } finally {
      const self = this as unknown as Record<(typeof INERT)[number], () => Sigma>;
      for (const method of INERT) self[method] = () => this;
      if (known) notify();
    }
  };
  proto[PATCHED] = true;
}

/** Whether `node` is inside `root`, or inside a shadow root whose host is (events/ShadowDom.tsx draws in one). */
function holds(root: Element, node: Node): boolean {
  for (let current: Node | null = node; current;) {
    if (root.contains(current)) return true;
    const top = current.getRootNode();
    current = top instanceof ShadowRoot ? top.host : null;
  }
  return false;
}

/** The live, whole sigma instances drawn inside `root`: the playground reads what edited code drew from them. */
export function sigmaInstancesIn(root: Element): Sigma[] {
  return [...alive].filter((instance) => built.has(instance) && holds(root, instance.getContainer()));
}

/**
 * Calls `listener` when an instance is whole (from inside sigma's constructor, at its end: wait a task
 * before reading it) or killed. Returns the unsubscribe function.
 */
export function onSigmaInstancesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Kills every live sigma instance drawn inside `root` (attached or not). Returns how many. */
export function releaseSigmaInstances(root: Element): number {
  let released = 0;
  for (const instance of [...alive]) {
    if (!holds(root, instance.getContainer())) continue;
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
