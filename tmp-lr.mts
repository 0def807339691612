import Graph from 'graphology';
(globalThis as any).WebGL2RenderingContext = {}; (globalThis as any).WebGLRenderingContext = {};
const { labelRoomBBox } = await import('./src/examples/_shared/labelRoom');
(globalThis as any).document = { createElement: () => ({ getContext: () => ({ font: '', measureText: (t: string) => ({ width: t.length * 7, actualBoundingBoxAscent: 10, actualBoundingBoxDescent: 3 }) }) }) };
const g = new Graph();
for (const [k, x, y] of [['alpha',0,0],['beta',-10,7],['gamma',10,7],['delta',-10,-7],['epsilon',10,-7]] as const) g.addNode(k, { x, y, size: 16, label: k });
const settings: any = { renderLabels: true, labelSize: 14, labelRenderedSizeThreshold: 6, labelWeight: 'normal', labelFont: 'Arial' };
const sigma: any = {
  getGraph: () => g, getSetting: (k: string) => settings[k], getNodeDisplayData: (n: string) => ({ ...g.getNodeAttributes(n), hidden: false }),
  scaleSize: (s: number) => s, getDimensions: () => ({ width: 60, height: 60 }), getStagePadding: () => 30,
};
console.log(JSON.stringify(labelRoomBBox(sigma)));
