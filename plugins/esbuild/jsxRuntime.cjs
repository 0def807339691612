// @ts-check
/**
 * webpack compiles every call of an imported function to `(0, module.name)(…)`
 * so that the function runs without a `this`. For JSX that means each element
 * costs `(0,e.jsx)(` in the minified output: MDX pages are mostly JSX calls,
 * and the site's chunks held some 2,500 of them per example page.
 *
 * `react/jsx-runtime` is a CommonJS module whose exports never change, so its
 * functions can be read once into local constants: each call then minifies
 * to `d(`. This rewrites the module's import of the runtime, as esbuild and
 * MDX print it (one statement at the start of a line), into a namespace
 * import plus those constants. Anything else is left as it is.
 */
const RUNTIME_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(["'])react\/jsx-runtime\2;?[ \t]*$/gm;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * @param {string} code a compiled ES module
 * @returns {string} the same module, calling the JSX runtime through local constants
 */
function aliasJsxRuntime(code) {
  let namespaces = 0;
  return code.replace(RUNTIME_IMPORT, (statement, /** @type {string} */ specifiers) => {
    const bindings = specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
        return { imported, local };
      });
    if (bindings.length === 0 || !bindings.every(({ imported, local }) => IDENTIFIER.test(imported) && IDENTIFIER.test(local))) {
      return statement;
    }
    const namespace = `__jsxRuntime${namespaces++ || ''}`;
    const constants = bindings.map(({ imported, local }) => `${local} = ${namespace}.${imported}`).join(', ');
    return `import * as ${namespace} from "react/jsx-runtime"; const ${constants};`;
  });
}

/**
 * webpack loader for what the MDX loader emits (its rule has no JS loader after it).
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
function jsxRuntimeLoader(source) {
  return aliasJsxRuntime(source);
}

module.exports = jsxRuntimeLoader;
module.exports.aliasJsxRuntime = aliasJsxRuntime;
