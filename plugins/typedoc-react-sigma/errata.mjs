// @ts-check
/**
 * Corrections to the JSDoc of the published @react-sigma packages, applied when TypeDoc generates
 * the API reference (the packages' own comments are the source of its pages).
 *
 * How to keep this list:
 * - One entry per wrong passage: the package, the symbol as TypeDoc names it (`Props.member` for a
 *   member), the exact upstream text, the text the page shows instead, and why (checked against
 *   what, in node_modules). `wrong` is matched against the comment with code spans in backticks
 *   and links written `{@link Target}`.
 * - An entry whose `wrong` text is no longer in its symbol's comment FAILS THE BUILD: upstream
 *   fixed or reworded the comment, so read the new one and delete or rewrite the entry.
 * - Only facts go here (a wrong name, a snippet that does not run, a behaviour the code does not
 *   have), not style.
 */

/**
 * @typedef {object} Erratum
 * @property {string} package npm name of the package whose comment is wrong.
 * @property {string} symbol Reflection name, e.g. `ZoomControl` or `ZoomControlProps.children`.
 * @property {string} wrong The upstream text, exactly.
 * @property {string} right What the page says instead (Markdown).
 * @property {string} why What the correction was checked against.
 * @property {readonly ErratumPlace[]} [alsoOn] Other pages that show the same upstream comment
 *   (a member copied into another package's props), corrected the same way.
 */

/**
 * @typedef {object} ErratumPlace
 * @property {string} package
 * @property {string} symbol
 * @property {string} [right] What this page says instead, when it differs from the entry's.
 */

/** @type {readonly Erratum[]} */
export const errata = [
  {
    package: '@react-sigma/core',
    symbol: 'ControlsContainer',
    wrong: '<ForceAtlasControl autoRunFor={2000} />',
    right: '<LayoutForceAtlas2Control autoRunFor={2000} />',
    why: 'No package exports a ForceAtlasControl; the ForceAtlas2 control is LayoutForceAtlas2Control, from @react-sigma/layout-forceatlas2.',
  },
  {
    package: '@react-sigma/core',
    symbol: 'useFullScreen',
    wrong: 'const {toggle, isFullScreen} = useFullscreen();',
    right: 'const { toggle, isFullScreen } = useFullScreen();',
    why: 'The hook is exported as useFullScreen; useFullscreen does not exist.',
  },
  {
    package: '@react-sigma/core',
    symbol: 'ZoomControlProps.children',
    wrong: '  <BiReset />\n</FullScreenControl>',
    right: '  <BiReset />\n</ZoomControl>',
    why: 'The example opens <ZoomControl> and closed it with </FullScreenControl>, which does not parse.',
  },
  {
    package: '@react-sigma/core',
    symbol: 'useRegisterEvents',
    wrong: 'const [setHoveredNode,setHoveredNode] = useState<string|null>(null);',
    right: 'const [hoveredNode, setHoveredNode] = useState<string | null>(null);',
    why: 'The example declared setHoveredNode twice, a syntax error when copied.',
  },
  {
    package: '@react-sigma/graph-search',
    symbol: 'GraphSearchInputProps.children',
    wrong: 'First one is for the "zoom in", second for "zoom out" and third for "view whole graph".',
    right: 'The one element replaces the magnifying glass at the end of the input.',
    why: "GraphSearchInput renders children[0] as react-select's drop-down indicator (GraphSearchInput.js); it has no zoom buttons.",
  },
  {
    package: '@react-sigma/graph-search',
    symbol: 'useGraphSearch',
    wrong: 'This hook must be used in a component that is a descendant of `GraphSearchContextProvider`.',
    right:
      'This hook must be used in a component that is a descendant of `GraphSearchContextProvider`. Elsewhere it does not throw: it searches an empty index, and every search resolves to no result.',
    why: "The context's default value is an index with no fields (context.js), so a search outside the provider finds nothing, silently.",
  },
  {
    package: '@react-sigma/graph-search',
    symbol: 'GraphSearchContextProvider',
    wrong: 'is also responsible to keep the index up to date with the graph.',
    right:
      'keeps the index up to date as nodes and edges are added, changed and dropped. It does not listen to `graph.clear()`: after it, the index still holds the removed nodes and edges.',
    why: 'The provider listens to nodeAdded, nodeAttributesUpdated, nodeDropped and the three edge events, not to cleared or edgesCleared (context.js).',
  },
  {
    package: '@react-sigma/graph-search',
    symbol: 'GraphSearchContextProvider',
    wrong: 'every attributes of the node or edge are also in the index, prefixed by `prop_`',
    right:
      "every attribute of the node or edge is stored in the document too, prefixed by `prop_`; only `label` is searched unless `minisearchOptions.fields` lists more, e.g. `['prop_category']`",
    why: "The provider builds MiniSearch with fields: ['label'] unless minisearchOptions.fields is given (context.js); stored attributes are not searched.",
  },
  {
    package: '@react-sigma/minimap',
    symbol: 'MiniMap',
    wrong: 'This component must be used inside a {@link SigmaProvider}.',
    right: "Render it inside a `SigmaContainer`: it draws that container's graph and follows its camera.",
    why: 'SigmaProvider is internal (@hidden, so the link led nowhere); MiniMap calls useSigma(), which needs an enclosing SigmaContainer.',
  },
  {
    package: '@react-sigma/layout-core',
    symbol: 'WorkerLayoutControlProps.children',
    wrong: '<WorkerLayoutControl>\n  <>\n    <span>Start</span>\n    <span>Stop</span>\n  </>\n</WorkerLayoutControl>',
    right: '<WorkerLayoutControl layout={layout}>\n  <span>Start</span>\n  <span>Stop</span>\n</WorkerLayoutControl>',
    why: 'A fragment is one child, so children[0] and children[1] were undefined and the button empty (WorkerLayoutControl.js); layout is required.',
    alsoOn: [
      {
        package: '@react-sigma/layout-force',
        symbol: 'LayoutForceControlProps.children',
        right: '<LayoutForceControl>\n  <span>Start</span>\n  <span>Stop</span>\n</LayoutForceControl>',
      },
      {
        package: '@react-sigma/layout-forceatlas2',
        symbol: 'LayoutForceAtlas2ControlProps.children',
        right: '<LayoutForceAtlas2Control>\n  <span>Start</span>\n  <span>Stop</span>\n</LayoutForceAtlas2Control>',
      },
      {
        package: '@react-sigma/layout-noverlap',
        symbol: 'LayoutNoverlapControlProps.children',
        right: '<LayoutNoverlapControl>\n  <span>Start</span>\n  <span>Stop</span>\n</LayoutNoverlapControl>',
      },
    ],
  },
  {
    package: '@react-sigma/layout-core',
    symbol: 'WorkerLayoutControlProps.autoRunFor',
    wrong:
      "Option to tell what we do when the component is mounted\n - <code>-1</code> means that we do nothing (it's the same as no value)\n - <code>0</code> means that we start the algo (and don't auto stop it)\n - <code>X</code> mans that we start the algo, and stop it after X milliseconds",
    right:
      'What the control does when it mounts: `-1` (or no value) nothing; `0` starts the layout and never stops it; any other number starts it and stops it after that many milliseconds. It starts only if the graph has nodes at that moment.',
    why: 'WorkerLayoutControl.js starts the layout only when autoRunFor > -1 and sigma.getGraph().order > 0; the <code> markup was printed as text.',
    alsoOn: [
      { package: '@react-sigma/layout-force', symbol: 'LayoutForceControlProps.autoRunFor' },
      { package: '@react-sigma/layout-forceatlas2', symbol: 'LayoutForceAtlas2ControlProps.autoRunFor' },
      { package: '@react-sigma/layout-noverlap', symbol: 'LayoutNoverlapControlProps.autoRunFor' },
    ],
  },
  {
    package: '@react-sigma/layout-force',
    symbol: 'LayoutForceControlProps',
    wrong: 'Properties for `ForceDirectedControl` component',
    right: 'Properties for `LayoutForceControl` component',
    why: 'The component is exported as LayoutForceControl; no ForceDirectedControl exists.',
  },
  {
    package: '@react-sigma/layout-noverlap',
    symbol: 'LayoutNoverlapControlProps',
    wrong: 'Properties for `NoverlapControl` component',
    right: 'Properties for `LayoutNoverlapControl` component',
    why: 'The component is exported as LayoutNoverlapControl; no NoverlapControl exists.',
  },
];

/**
 * A comment part as the `wrong` texts spell it.
 * @param {import('typedoc').CommentDisplayPart} part
 */
function spell(part) {
  return part.kind === 'inline-tag' ? `{${part.tag} ${part.text}}` : part.text;
}

/**
 * Replaces the first `wrong` in `parts` by `right`, in place. A match inside one part keeps that
 * part's kind (a corrected code block stays a code block); a match across parts becomes one text
 * part, which the Markdown output renders the same way (code spans keep their backticks).
 * @param {import('typedoc').CommentDisplayPart[]} parts
 * @param {string} wrong
 * @param {string} right
 * @returns {boolean} whether `wrong` was found
 */
export function replaceInParts(parts, wrong, right) {
  const spelled = parts.map(spell);
  const start = spelled.join('').indexOf(wrong);
  if (start < 0) return false;
  const end = start + wrong.length;
  let offset = 0;
  let first = -1;
  let last = -1;
  let firstStart = 0;
  let lastStart = 0;
  spelled.forEach((text, index) => {
    const next = offset + text.length;
    if (first < 0 && start < next) [first, firstStart] = [index, offset];
    if (last < 0 && end <= next) [last, lastStart] = [index, offset];
    offset = next;
  });
  const head = (spelled[first] ?? '').slice(0, start - firstStart);
  const tail = (spelled[last] ?? '').slice(end - lastStart);
  const firstPart = parts[first];
  if (first === last && firstPart && firstPart.kind !== 'inline-tag') {
    parts[first] = { ...firstPart, text: head + right + tail };
  } else {
    parts.splice(first, last - first + 1, { kind: 'text', text: head + right + tail });
  }
  return true;
}

/**
 * The comments a symbol's page renders: its own and its signatures', with their block tags.
 * @param {import('typedoc').Reflection} reflection
 * @returns {import('typedoc').CommentDisplayPart[][]}
 */
function commentPartLists(reflection) {
  const comments = [reflection.comment];
  if ('signatures' in reflection && Array.isArray(reflection.signatures)) {
    for (const signature of reflection.signatures) comments.push(signature.comment);
  }
  return comments.flatMap((comment) => (comment ? [comment.summary, ...comment.blockTags.map((tag) => tag.content)] : []));
}

/**
 * Where an erratum applies: its symbol, then the other pages showing the same comment.
 * @param {Erratum} erratum
 * @returns {ErratumPlace[]}
 */
export function placesOf(erratum) {
  return [{ package: erratum.package, symbol: erratum.symbol, right: erratum.right }, ...(erratum.alsoOn ?? [])];
}

/**
 * Applies `list` to the project TypeDoc converted for `packageName`. Returns the errata that
 * found nothing to correct at one of their places in this package (stale): the symbol is gone or
 * its comment no longer holds the wrong text.
 * @param {import('typedoc').ProjectReflection} project
 * @param {string} packageName
 * @param {readonly Erratum[]} list
 * @returns {{ erratum: Erratum, symbol: string }[]}
 */
export function applyErrata(project, packageName, list) {
  /** @type {{ erratum: Erratum, symbol: string }[]} */
  const stale = [];
  for (const erratum of list) {
    for (const place of placesOf(erratum)) {
      if (place.package !== packageName) continue;
      const reflection = project.getChildByName(place.symbol);
      const fixed = reflection
        ? commentPartLists(reflection).some((parts) => replaceInParts(parts, erratum.wrong, place.right ?? erratum.right))
        : false;
      if (!fixed) stale.push({ erratum, symbol: place.symbol });
    }
  }
  return stale;
}

/**
 * The build error for stale errata: which entry, what it looked for, and what to do.
 * @param {string} packageName
 * @param {readonly { erratum: Erratum, symbol: string }[]} stale
 */
export function staleErrataMessage(packageName, stale) {
  const lines = stale.map(
    ({ erratum, symbol }) => `- ${packageName} ${symbol}: its comment no longer contains ${JSON.stringify(erratum.wrong)}`,
  );
  return [
    'typedoc-react-sigma: stale JSDoc errata (plugins/typedoc-react-sigma/errata.mjs).',
    ...lines,
    'Upstream changed these comments: read the new text in node_modules and delete or rewrite each entry.',
  ].join('\n');
}
