/**
 * Evaluated before Prism's core (see ./index.ts): in a browser, Prism
 * highlights every `code.language-*` element on its own once the page has
 * loaded, unless `Prism.manual` is already set on the global Prism object.
 * React owns those elements here, so Prism must only tokenize.
 */
const scope = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism = { ...scope.Prism, manual: true, disableWorkerMessageHandler: true };

export {};
