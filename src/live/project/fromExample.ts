import { modulePaths } from '../../../config/modulePaths';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import { packagesOf } from './packages';
import type { ProjectSpec } from './types';

/** File names a dataset may have: what the examples fetch from the site's `data/` folder. */
const DATA_FILE = /['"`/]([\w-][\w.-]*\.(?:gexf|graphml|json|csv|xml|txt))['"`]/g;

/** `load-graph/Dataset.tsx` → `react-sigma-load-graph-dataset`. */
export function projectName(mainFile: string): string {
  const slug = mainFile
    .replace(/\.(tsx?|jsx?)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return `react-sigma-${slug}`;
}

export interface ExampleSource {
  example: ExampleDefinition;
  /** The code of the main module: the example's own, or the reader's edit of it. */
  code: string;
  /** The page's title for the example. */
  title: string;
  /** The site's base URL (`siteConfig.baseUrl`): the site serves the datasets at `<baseUrl>data/`. */
  baseUrl: string;
  /** Where the example is on the site, for the README. */
  homepage?: string;
  /** Downloads a file of the site; `fetch` in the browser. */
  fetchFile?: (url: string) => Promise<Response>;
}

/** Whether an example reads where datasets are served (src/examples/_shared/data.ts): then it fetches some. */
function fetchesData(example: ExampleDefinition): boolean {
  return example.files.some((file) => modulePaths.exampleData.endsWith(`/${file.name}`));
}

/**
 * The project spec of an example as the page shows it: the main module (as edited) and the shared
 * helpers it imports, under the same relative paths as on the site. An example that fetches
 * datasets reads their address from the `DataUrl` helper, '/data/' outside the site: each file
 * its code names is downloaded from the site's `data/` folder into the project's `public/data/`,
 * where a Vite or Next.js app serves it at that address. A file name the site does not serve is
 * left out (the load-graph example shows what happens with a missing file, on purpose).
 */
export async function exampleSpec({
  example,
  code,
  title,
  baseUrl,
  homepage,
  fetchFile = fetch,
}: ExampleSource): Promise<ProjectSpec> {
  const files: Record<string, string> = {};
  files[example.main.name] = code;
  const helpers = await Promise.all(example.files.map(async (file) => [file.name, await file.load()] as const));
  for (const [name, source] of helpers) files[name] = source;
  const wanted = new Set<string>();
  if (fetchesData(example)) {
    for (const source of Object.values(files)) for (const [, file] of source.matchAll(DATA_FILE)) wanted.add(file!);
  }
  const assets: Record<string, Uint8Array> = {};
  for (const file of [...wanted].sort()) {
    const url = `${baseUrl}data/${file}`;
    let response: Response;
    try {
      response = await fetchFile(url);
    } catch (error) {
      throw new Error(`Could not download ${url}, a file the example uses: ${(error as Error).message}`);
    }
    if (response.status === 404) continue;
    if (!response.ok) throw new Error(`Could not download ${url}, a file the example uses: HTTP ${response.status}`);
    assets[`data/${file}`] = new Uint8Array(await response.arrayBuffer());
  }
  return {
    name: projectName(example.main.name),
    title,
    files,
    entry: example.main.name,
    dependencies: await packagesOf(files),
    assets,
    homepage,
  };
}
