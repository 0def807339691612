/**
 * What a downloadable project is made from: the reader-facing code and nothing of the site. The
 * example buttons build one from an example (./fromExample.ts); anything else that shows runnable
 * code (a playground) can build its own and hand it to `projectFiles` or `<DownloadProject>`.
 */
export interface ProjectSpec {
  /** The npm package name of the project, also its folder in the zip: lowercase, `-` between words. */
  name: string;
  /** A line for people: the page title, README heading. */
  title: string;
  /** The code, by path relative to the project's `src/` folder (`load-graph/Dataset.tsx`, `_shared/theme.tsx`). Relative imports between them keep working. */
  files: Record<string, string>;
  /** The key of `files` whose default export is the component the project renders. */
  entry: string;
  /** Every package the files import (`@react-sigma/core`, `graphology`), by package name, not by subpath. */
  dependencies: string[];
  /** Static files the code fetches, by path under `public/` (`data/les-miserables.gexf` is served at `/data/les-miserables.gexf`). */
  assets?: Record<string, string | Uint8Array>;
  /** Where the code comes from, linked from the README. */
  homepage?: string;
  /** Paragraphs the README adds after its instructions (what the reader must still do, say). */
  notes?: string[];
}

/** `vite`: Vite, React and TypeScript. `next`: a Next.js App Router app that renders the component in the browser only. */
export type ProjectTemplate = 'vite' | 'next';

/** A project's files by path inside its folder; binary assets stay bytes. */
export type ProjectFiles = Record<string, string | Uint8Array>;
