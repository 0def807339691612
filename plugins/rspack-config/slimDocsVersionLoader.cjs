// @ts-check
/**
 * webpack loader for the docs plugin's route props (`docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version's props are loaded by every docs page: its sidebar and a map of
 * all its docs. This drops what no component of this site reads from them,
 * 24 kB of the 35:
 * - the map of docs (id, title, sidebar of each of the 100-odd docs). Only
 *   `useDocById(id)` reads it, and only DocCard calls that, with a sidebar
 *   link's `docId`, which goes too (below): DocCard then asks for no doc and
 *   shows a card without a description, as it does for any link. The map
 *   grew with every page: 12.5 kB of it when it went.
 * - sidebar links' `docId` (read by DocCard only) and `unlisted: false` (read
 *   as `!item.unlisted`, the same when it is missing).
 * The sidebars' labels, paths and every other field stay.
 */

/**
 * @param {any} item a sidebar item
 * @returns {any}
 */
function slimSidebarItem(item) {
  if (item.type === 'category') return { ...item, items: item.items.map(slimSidebarItem) };
  if (item.type !== 'link') return item;
  const { docId: _docId, unlisted, ...rest } = item;
  return unlisted ? { ...rest, unlisted } : rest;
}

/**
 * @param {any} props a docs route's props
 * @returns {any} the same props, without the fields above when they are a version's
 */
function slimDocsVersion(props) {
  const version = props && props.version;
  if (!version || typeof version.docs !== 'object' || typeof version.docsSidebars !== 'object') return props;
  /** @type {Record<string, unknown>} */
  const docsSidebars = {};
  for (const [name, items] of Object.entries(version.docsSidebars)) docsSidebars[name] = items.map(slimSidebarItem);
  return { ...props, version: { ...version, docs: {}, docsSidebars } };
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
function slimDocsVersionLoader(source) {
  return JSON.stringify(slimDocsVersion(JSON.parse(source)));
}

module.exports = slimDocsVersionLoader;
module.exports.slimDocsVersion = slimDocsVersion;
