/** The shapes of plugins/shared/apiUsage.ts, apart so that the files it reads from import them without a cycle. */

/** A symbol the API reference has a page for. */
export interface ApiSymbol {
  /** Its name as the package exports it: `SigmaContainer`. */
  name: string;
  /** npm name: `@react-sigma/core`. */
  package: string;
  /** The API folder of the package (config/apiPackages.ts): `core`. */
  packageId: string;
  /** Its page's path from the site's root, without base URL: `/docs/api/core/functions/SigmaContainer`. */
  route: string;
  /** The generated page, relative to the site: `docs/api/core/functions/SigmaContainer.md`. */
  file: string;
}

/** One place of the docs that imports a symbol: an example, or a code file a guide page shows. */
export interface ApiUse {
  symbol: ApiSymbol;
  /** An example page's, a guide's code, or the live example of an API page (src/examples/api-<package>/). */
  kind: 'example' | 'guide' | 'api';
  /** The file that imports it, relative to the site: `src/examples/load-graph/GraphProp.tsx`. */
  source: string;
  /** For an example: its key, `load-graph/GraphProp`. */
  example?: string;
  /** The page that shows the code: `/docs/example/load-graph`. */
  route: string;
  /** That page's title: `Load a graph`. */
  pageTitle: string;
  /** The heading the code sits under, as written (inline code in backticks). */
  heading: string;
  /** That heading's id on the page, as Docusaurus gives it. */
  anchor: string;
  /**
   * For a type the code does not import itself: the function whose page names it (`SigmaContainer`
   * for `SigmaContainerProps`). Listed on the type's page, not in the code's "API used".
   */
  through?: string;
}

export interface ApiUsage {
  symbols: ApiSymbol[];
  uses: ApiUse[];
}
