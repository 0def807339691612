/**
 * Where the gallery's pictures are and how big: shared by the plugin that writes them (./index.ts)
 * and the component that shows them (src/components/ExampleGallery), which derives each card's
 * picture from its id rather than carrying it in the gallery's data.
 */
export type ColorMode = 'light' | 'dark';

/** Where the pictures go, under static/ and so under the base URL. */
export const PICTURES_DIR = 'data/gallery';
/** The pictures' size: 16:9, sharp at twice a card's width on a wide screen. */
export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 360;

export const pictureFile = (id: string, mode: ColorMode): string => `${PICTURES_DIR}/${id}.${mode}.svg`;

/** A card picture's alternative text: what it shows. */
export const pictureAlt = (title: string, nodes: number, edges: number): string =>
  `The graph of the first ${title} example: ${nodes} nodes, ${edges} edges`;
