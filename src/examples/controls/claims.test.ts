/**
 * What the controls page (docs/example/controls.mdx) says of the controls' types, checked by TypeScript itself on
 * the installed declarations: "Pass all the children or none: the types expect exactly two (or three) elements".
 */
import { describe, expect, it } from 'vitest';
import { typeErrors as typeErrorsIn } from '../../utils/testing/typeErrors';

const typeErrors = (code: string) => typeErrorsIn(code, 'controls-children.check.tsx');

describe('controls page: the children the types accept', () => {
  it('takes three children for ZoomControl and two for FullScreenControl and a layout control, or none, and refuses one fewer', () => {
    const header = `
      import { FullScreenControl, ZoomControl } from '@react-sigma/core';
      import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
      const i = <span />;
    `;
    // What a reader writes: every count the page gives compiles, and so does none; one child short is an error
    // (else its @ts-expect-error line is an error itself). One program, to keep the test short.
    expect(
      typeErrors(`${header}
      export const ok = [
        <ZoomControl key="z">{i}{i}{i}</ZoomControl>, <ZoomControl key="z0" />,
        <FullScreenControl key="f">{i}{i}</FullScreenControl>, <FullScreenControl key="f0" />,
        <LayoutForceAtlas2Control key="l">{i}{i}</LayoutForceAtlas2Control>, <LayoutForceAtlas2Control key="l0" />,
      ];
      // @ts-expect-error two children for three buttons
      export const zoom = <ZoomControl>{i}{i}</ZoomControl>;
      // @ts-expect-error one child for two states
      export const fullScreen = <FullScreenControl>{i}</FullScreenControl>;
      // @ts-expect-error one child for two states
      export const layout = <LayoutForceAtlas2Control>{i}</LayoutForceAtlas2Control>;`),
    ).toEqual([]);
  }, 60_000);
});
