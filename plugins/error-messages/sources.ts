import fs from 'node:fs';
import path from 'node:path';
import { extractMessages, templateKey, type ExtractedMessage } from './extract';

/**
 * Where the messages come from: the files a bundler takes from each package,
 * and every file of the same package they import. Nothing here lists a file
 * by hand, so a release that moves code between files changes nothing.
 */
interface PackageJson {
  name?: string;
  main?: string;
  module?: string;
  exports?: unknown;
}

/** The packages a react-sigma page runs, besides React. */
export const scannedPackages = ['sigma', 'graphology'] as const;

/** The @react-sigma packages the site documents are found in node_modules, not listed. */
export function reactSigmaPackages(siteDir: string): string[] {
  const scope = path.join(siteDir, 'node_modules', '@react-sigma');
  return fs
    .readdirSync(scope)
    .filter((name) => fs.existsSync(path.join(scope, name, 'package.json')))
    .sort()
    .map((name) => `@react-sigma/${name}`);
}

function readPackageJson(packageDir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;
}

/** The conditions a browser bundler (webpack, Vite) prefers, in its order. */
const CONDITIONS = ['module', 'import', 'browser', 'default'];

function pickTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    for (const condition of CONDITIONS) {
      const picked = pickTarget((target as Record<string, unknown>)[condition]);
      if (picked) return picked;
    }
  }
  return undefined;
}

/** The JavaScript files a bundler resolves the package's entry points to (stylesheets and types left out). */
export function entryFiles(packageDir: string): string[] {
  const manifest = readPackageJson(packageDir);
  const targets: string[] = [];
  if (manifest.exports && typeof manifest.exports === 'object' && !Array.isArray(manifest.exports)) {
    const entries = Object.entries(manifest.exports as Record<string, unknown>);
    // An exports map with conditions at its top (`{ import, require }`) is the "." entry.
    const subpaths = entries.every(([key]) => key.startsWith('.')) ? entries : [['.', manifest.exports] as const];
    for (const [, target] of subpaths) {
      const picked = pickTarget(target);
      if (picked && /\.m?js$/.test(picked)) targets.push(picked);
    }
  } else {
    const picked = manifest.module ?? manifest.main ?? 'index.js';
    targets.push(picked);
  }
  return [...new Set(targets.map((target) => path.join(packageDir, target)))];
}

/** Relative `import … from './x'`, `export … from './x'`, `import('./x')` and `require('./x')` of a module. */
export function relativeSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function resolveFile(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.js`, `${base}.mjs`, path.join(base, 'index.js')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `entries` and every file of the same package they reach through relative imports. */
export function reachableFiles(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of relativeSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const target = resolveFile(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * graphology's layout packages as react-sigma uses them: the modules its
 * layout packages import (`graphology-layout-force/worker`…), found in their
 * published code, resolved the way Node resolves a path without `exports`.
 */
export function layoutModules(siteDir: string, reactSigmaEntries: readonly string[]): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const entry of reactSigmaEntries) {
    const code = fs.readFileSync(entry, 'utf8');
    for (const match of code.matchAll(/\bfrom\s*["'](graphology-layout[\w-]*)(\/[\w/-]+)?["']/g)) {
      const name = match[1]!;
      const packageDir = path.join(siteDir, 'node_modules', name);
      const file = match[2] ? resolveFile(path.join(packageDir, 'index.js'), `.${match[2]}`) : entryFiles(packageDir)[0];
      if (!file) throw new Error(`error-messages: cannot resolve ${match[0]} imported by ${entry}`);
      const files = byPackage.get(name) ?? [];
      if (!files.includes(file)) files.push(file);
      byPackage.set(name, files);
    }
  }
  return byPackage;
}

/**
 * Every message the installed packages throw, once per package and template
 * (sigma's build throws the same text from several places).
 */
export function collectMessages(siteDir: string): ExtractedMessage[] {
  return scanPackages(siteDir).messages;
}

/** The packages read (in order) and the messages they throw. */
export function scanPackages(siteDir: string): { packages: string[]; messages: ExtractedMessage[] } {
  const reactSigma = reactSigmaPackages(siteDir);
  const entriesByPackage = new Map<string, string[]>();
  for (const name of [...scannedPackages, ...reactSigma]) {
    entriesByPackage.set(name, entryFiles(path.join(siteDir, 'node_modules', name)));
  }
  const reactSigmaEntries = reactSigma.flatMap((name) => entriesByPackage.get(name) ?? []);
  for (const [name, files] of layoutModules(siteDir, reactSigmaEntries)) entriesByPackage.set(name, files);

  const messages: ExtractedMessage[] = [];
  const seen = new Set<string>();
  for (const [name, entries] of entriesByPackage) {
    const packageDir = path.join(siteDir, 'node_modules', name);
    for (const file of reachableFiles(entries)) {
      const relative = path.relative(packageDir, file).split(path.sep).join('/');
      for (const message of extractMessages(fs.readFileSync(file, 'utf8'), name, relative)) {
        const key = `${name}\n${message.errorClass}\n${templateKey(message.template)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        messages.push(message);
      }
    }
  }
  return { packages: [...entriesByPackage.keys()], messages };
}
