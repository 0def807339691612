import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Guards the patch in ./sigmaRegistry.ts: it wraps `Sigma.prototype.createWebGLContext`
 * (which sigma's constructor calls) to note every instance, `refresh` (the constructor's last call)
 * to know it whole, and `kill` to forget it.
 */
const PATCH = 'src/live/sigmaRegistry.ts (tracking of sigma instances)';

/** Sigma reads WebGL constants when its module loads; Node has none, any number will do. */
function stubWebGL(): void {
  vi.stubGlobal('WebGL2RenderingContext', new Proxy({}, { get: () => 0 }));
  vi.stubGlobal('WebGLRenderingContext', new Proxy({}, { get: () => 0 }));
}

/** Sigma (loaded once: Node caches it) and a registry that has not patched it yet. */
async function freshModules() {
  vi.resetModules();
  const { Sigma } = await import('sigma');
  const registry = await import('./sigmaRegistry');
  return { Sigma, registry };
}

const PATCHED = Symbol.for('react-sigma-docs.sigma-registry');
const patchedNames = ['createWebGLContext', 'kill', 'refresh', 'render', PATCHED] as const;

type Stub = (...args: unknown[]) => unknown;

/**
 * A fresh registry tracking a sigma whose methods that need a real canvas are stubs (`stubs` replaces or adds
 * some), and `noted`, which makes an instance the way sigma's constructor starts: by creating a WebGL context.
 */
async function trackedStubs(stubs: Record<string, Stub> = {}) {
  const { Sigma, registry } = await freshModules();
  const proto = Sigma.prototype as unknown as Record<string, Stub>;
  Object.assign(proto, { createWebGLContext: vi.fn(), kill: vi.fn(), refresh: vi.fn(), ...stubs });
  registry.trackSigmaInstances();
  const noted = <T extends object>(extra: T = {} as T) => {
    const instance = Object.assign(Object.create(Sigma.prototype) as InstanceType<typeof Sigma>, extra);
    proto.createWebGLContext!.call(instance, 'nodes');
    return instance;
  };
  return { proto, registry, noted };
}

describe(PATCH, () => {
  let saved: (PropertyDescriptor | undefined)[] = [];
  beforeEach(async () => {
    stubWebGL();
    const { Sigma } = await import('sigma');
    saved = patchedNames.map((name) => Object.getOwnPropertyDescriptor(Sigma.prototype, name));
  });
  afterEach(async () => {
    const { Sigma } = await import('sigma');
    patchedNames.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(Sigma.prototype, name, descriptor);
      else delete (Sigma.prototype as unknown as Record<PropertyKey, unknown>)[name];
    });
    vi.unstubAllGlobals();
  });

  it('the installed sigma still creates its WebGL contexts through Sigma.prototype.createWebGLContext, in its constructor', async () => {
    const { Sigma } = await freshModules();
    const proto = Sigma.prototype as unknown as Record<string, unknown>;
    expect(typeof proto.createWebGLContext, `${PATCH}: Sigma.prototype.createWebGLContext is gone`).toBe('function');
    expect(typeof proto.kill, `${PATCH}: Sigma.prototype.kill is gone`).toBe('function');
    expect(typeof proto.refresh, `${PATCH}: Sigma.prototype.refresh is gone`).toBe('function');
    expect(Sigma.toString(), `${PATCH}: sigma's constructor no longer calls createWebGLContext`).toMatch(
      /\.createWebGLContext\(/,
    );
    // Its last statements: the first refresh, then the instance.
    expect(Sigma.toString(), `${PATCH}: sigma's constructor no longer ends with its first refresh`).toMatch(
      /\.refresh\(\);\s*return _this;\s*\}$/,
    );
  });

  it('notes an instance when it creates a WebGL context and forgets it when killed', async () => {
    const { registry, noted } = await trackedStubs();
    const instance = noted();
    expect(registry.liveSigmaCount()).toBe(1);
    instance.kill();
    expect(registry.liveSigmaCount()).toBe(0);
  });

  it('hands out an instance once its constructor ended (its first refresh returned), never one whose constructor threw', async () => {
    const { registry, noted } = await trackedStubs({
      refresh: vi.fn(function (this: { broken?: boolean }) {
        if (this.broken) throw new Error('Sigma: could not find a suitable program for node type "square"!');
      }),
    });
    // A frame holding every container (Node has no DOM: only `contains` is read).
    const root = { contains: () => true } as unknown as Element;
    const make = (broken: boolean) => noted({ broken, getContainer: () => ({}) as HTMLElement });
    const whole = make(false);
    const halfBuilt = make(true);
    expect(registry.sigmaInstancesIn(root)).toEqual([]);
    whole.refresh();
    expect(() => halfBuilt.refresh()).toThrow(/square/);
    expect(registry.sigmaInstancesIn(root)).toEqual([whole]);
    // The frame's kill still reaches the half-built one.
    expect(registry.releaseSigmaInstances(root)).toBe(2);
    expect(registry.liveSigmaCount()).toBe(0);
  });

  it('leaves a killed instance inert: a late refresh or render draws nothing and throws nothing', async () => {
    const refresh = vi.fn();
    const render = vi.fn(() => {
      throw new Error('Sigma: Container has no width.');
    });
    const { noted } = await trackedStubs({ refresh, render });
    const instance = noted();
    instance.refresh();
    instance.kill();
    expect(instance.refresh()).toBe(instance);
    // `render` is private in sigma's types; code that holds a killed instance reaches it through scheduleRender.
    expect((instance as unknown as { render(): unknown }).render()).toBe(instance);
    instance.scheduleRender();
    instance.scheduleRefresh();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(render).not.toHaveBeenCalled();
  });

  it('tells subscribers when an instance is whole (once, whatever its number of contexts and refreshes) and when it is killed', async () => {
    const { proto, registry, noted } = await trackedStubs();
    const listener = vi.fn();
    const unsubscribe = registry.onSigmaInstancesChange(listener);
    const instance = noted();
    proto.createWebGLContext!.call(instance, 'edges');
    expect(listener).not.toHaveBeenCalled();
    instance.refresh();
    instance.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    instance.kill();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    noted().refresh();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('fails loudly, naming itself, when sigma no longer has the method', async () => {
    const { Sigma, registry } = await freshModules();
    delete (Sigma.prototype as unknown as Record<string, unknown>).createWebGLContext;
    expect(() => registry.trackSigmaInstances()).toThrow(/sigmaRegistry.*createWebGLContext/);
  });
});
