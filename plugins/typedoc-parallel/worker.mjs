// @ts-check
/**
 * Generates one package's API pages with TypeDoc, in a worker thread: what
 * docusaurus-plugin-typedoc does when Docusaurus starts it (see ./index.ts).
 */
import { workerData } from 'node:worker_threads';
import { Application, PackageJsonReader, TSConfigReader, TypeDocReader } from 'typedoc';

/** @type {import('typedoc').TypeDocOptions} */
const options = workerData;
const app = await Application.bootstrapWithPlugins(options, [
  new TypeDocReader(),
  new PackageJsonReader(),
  new TSConfigReader(),
]);
const project = await app.convert();
if (!project) throw new Error(`TypeDoc could not convert ${String(options.entryPoints)}`);
await app.generateOutputs(project);
