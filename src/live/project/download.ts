import { strToU8, zipSync } from 'fflate';
import { projectFiles } from './projectFiles';
import type { ProjectSpec, ProjectTemplate } from './types';

/** The zip of a project: its files inside one folder named after it. */
export function zipProject(spec: ProjectSpec, template: ProjectTemplate): Uint8Array {
  const tree: Record<string, Uint8Array> = {};
  for (const [file, content] of Object.entries(projectFiles(spec, template))) {
    tree[`${spec.name}/${file}`] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(tree, { level: 6 });
}

/** `react-sigma-load-graph-dataset-vite.zip`. */
export function zipName(spec: ProjectSpec, template: ProjectTemplate): string {
  return `${spec.name}-${template}.zip`;
}

/** Zips the project and hands it to the browser as a download. */
export function downloadProject(spec: ProjectSpec, template: ProjectTemplate): void {
  const bytes = zipProject(spec, template);
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = zipName(spec, template);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the next task is late enough to let the URL go.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
