import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARROW_WIDTH } from '../examples/_shared/frame';

describe("GraphFrame's narrow height", () => {
  it("switches at the width where the side panel goes under the graph: NARROW_WIDTH plus the frame's two borders", () => {
    const css = fs.readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8');
    const border = Number(/\.frame \{[^}]*border: (\d+)px solid/.exec(css)?.[1]);
    const queries = [...css.matchAll(/@container \(width < (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(border).toBe(1);
    expect(queries).toEqual([NARROW_WIDTH + 2 * border]);
  });
});
