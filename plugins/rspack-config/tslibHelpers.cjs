// @ts-check
/**
 * The tslib helpers that @docusaurus/utils-common's browser code calls, and
 * nothing else (see ./utilsCommonTslib.ts). Same behaviour as tslib's own.
 */
/** @param {any} mod */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
};
