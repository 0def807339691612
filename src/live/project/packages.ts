/**
 * The npm packages a project's files need, sorted, read by the site's module
 * reader (src/utils/moduleImports.ts). Loaded on demand with it: it brings
 * sucrase, which no page needs until a reader makes a project.
 */
export async function packagesOf(files: Record<string, string>): Promise<string[]> {
  const { importedPackages } = await import('../../utils/moduleImports');
  const lists = await Promise.all(Object.entries(files).map(([fileName, text]) => importedPackages(text, { fileName })));
  return [...new Set(lists.flat())].sort();
}
