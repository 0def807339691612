// @ts-check
/**
 * What changed in a symbol after the version the site documents, from the packages' upstream
 * changelog, shown as a note at the top of its API page, so a reader who installs today's release
 * knows where it differs from the page.
 *
 * How to keep this list:
 * - One entry per changelog line that changes how a documented symbol behaves: the package, the
 *   symbols whose pages it concerns, the release, the changelog's line as upstream wrote it, and
 *   what the note says (Markdown).
 * - An entry whose release is no longer newer than the installed package FAILS THE UNIT TEST
 *   (changedIn.test.ts): the site now documents that release, so fold the change into the pages
 *   and delete the entry. A symbol that is gone fails the build.
 */

/**
 * @typedef {object} Change
 * @property {string} package npm name of the package.
 * @property {readonly string[]} symbols Reflection names whose pages get the note.
 * @property {string} version The release that made the change.
 * @property {string} changelog The upstream CHANGELOG.md line, verbatim.
 * @property {string} note What the page says (Markdown).
 */

/** @type {readonly Change[]} */
export const changes = [
  {
    package: '@react-sigma/core',
    symbols: ['SigmaContainer'],
    version: '5.0.6',
    changelog: 'Fix `sigma` killing process when `SigmaContainer` is unmount.',
    note:
      'From 5.0.6, `SigmaContainer` kills its sigma instance when it unmounts, releasing its WebGL contexts and its ' +
      'window listener. In the version documented here it does not: see the [FAQ](/docs/faq#several-graphs-on-one-page) ' +
      'for what that means when a page mounts and unmounts many graphs.',
  },
];

/**
 * The note as Markdown: a Docusaurus admonition naming the release and quoting the changelog.
 * @param {Change} change
 */
export function noteMarkdown(change) {
  return `\n\n:::info[Changed in ${change.version}]\n\n${change.note}\n\nUpstream changelog, ${change.version}: “${change.changelog}”\n\n:::\n`;
}

/**
 * Adds the notes of `list` for `packageName` to the converted project, at the end of each
 * symbol's summary (its own comment, or its first signature's). Returns the symbols not found.
 * @param {import('typedoc').ProjectReflection} project
 * @param {string} packageName
 * @param {readonly Change[]} list
 * @returns {string[]}
 */
export function applyChanges(project, packageName, list) {
  /** @type {string[]} */
  const missing = [];
  for (const change of list) {
    if (change.package !== packageName) continue;
    for (const symbol of change.symbols) {
      const reflection = /** @type {any} */ (project.getChildByName(symbol));
      const comment = reflection?.signatures?.[0]?.comment ?? reflection?.comment;
      if (!comment) {
        missing.push(symbol);
        continue;
      }
      comment.summary.push({ kind: 'text', text: noteMarkdown(change) });
    }
  }
  return missing;
}
