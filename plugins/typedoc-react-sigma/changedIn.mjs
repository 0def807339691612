// @ts-check
/**
 * What changed in a symbol since the oldest release the site still describes, from the packages'
 * upstream changelog, shown as a "Changed in" note at the top of its API page: the site documents
 * the installed release, and a reader on an older one (5.0.4 was `npm install`'s release for
 * months) learns where it behaves differently.
 *
 * How to keep this list:
 * - One entry per changelog line that changes how a documented symbol behaves: the package, the
 *   symbols whose pages it concerns, the release that made the change, the changelog's line as
 *   upstream wrote it, and what the note says (Markdown): the behaviour now, then the older one.
 * - An entry's release must be newer than `describedSince` and no newer than the installed package
 *   (changedIn.test.ts fails otherwise): it is history of what readers install. When the site stops
 *   describing an old release, raise `describedSince` and delete the entries it leaves behind.
 * - A symbol that is gone fails the build.
 * - This file names releases (history), so the rule against hand-typed installed versions
 *   (config/versions.test.ts) lets it; pages that name the release of a change read it from here.
 */

/** The oldest @react-sigma release the site still describes: notes cover what changed after it. */
export const describedSince = '5.0.4';

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
      '`SigmaContainer` kills its sigma instance when it unmounts, which releases its WebGL contexts and its window ' +
      'listener. In 5.0.4 it did not: each unmounted graph kept its contexts and its listener. The ' +
      '[life cycle guide](/docs/guides/life-cycle) shows what to do on an older release.',
  },
];

/**
 * The change `package` made to `symbol`, for a page that names its release (the life cycle guide).
 * @param {string} packageName
 * @param {string} symbol
 * @returns {Change}
 */
export function changeOf(packageName, symbol) {
  const change = changes.find((entry) => entry.package === packageName && entry.symbols.includes(symbol));
  if (!change) throw new Error(`changedIn.mjs: no change of ${packageName} ${symbol}`);
  return change;
}

/**
 * Whether release `a` comes after release `b` (`major.minor.patch`).
 * @param {string} a
 * @param {string} b
 */
export function newer(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index++) {
    const [p, q] = [x?.[index] ?? 0, y?.[index] ?? 0];
    if (p !== q) return p > q;
  }
  return false;
}

/**
 * Why `change` cannot be a note beside the installed release, or null when it can.
 * @param {Pick<Change, 'package' | 'version'>} change
 * @param {string} installedVersion
 * @param {string} [since]
 * @returns {string | null}
 */
export function staleReason(change, installedVersion, since = describedSince) {
  const name = `${change.package} ${change.version}`;
  if (!newer(change.version, since))
    return `${name} is not newer than ${since}, the oldest release the site describes: delete the entry`;
  if (newer(change.version, installedVersion))
    return `${name} is newer than the installed ${installedVersion}: the site documents what readers install, so install it and fold the change into the pages`;
  return null;
}

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
