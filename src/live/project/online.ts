import { compressToBase64 } from 'lz-string';
import { projectFiles } from './projectFiles';
import type { ProjectFiles, ProjectSpec } from './types';
import { projectVersions } from './versions';

/**
 * "Open in StackBlitz" and "Open in CodeSandbox": the Vite project "Download project" makes, the
 * reader's edits and the site's pinned versions included, POSTed to each service's documented form
 * API in a new tab. Loaded when the reader picks one (./OpenOnline.tsx), never with the page.
 */
export type OnlineService = 'stackblitz' | 'codesandbox';

/** A form to POST: where, and its fields in order. */
export interface OnlineForm {
  action: string;
  fields: [string, string][];
}

/** The project's files as text, and the paths of those that are not UTF-8 text (left out: neither service takes bytes in a form). */
export function textFiles(files: ProjectFiles): { files: Record<string, string>; left: string[] } {
  const text: Record<string, string> = {};
  const left: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const [file, content] of Object.entries(files)) {
    if (typeof content === 'string') {
      text[file] = content;
      continue;
    }
    try {
      text[file] = decoder.decode(content);
    } catch {
      left.push(file);
    }
  }
  if (left.length > 0 && text['README.md'] !== undefined) {
    text['README.md'] +=
      `\n${left.map((file) => `\`${file}\``).join(', ')} ${left.length === 1 ? 'is' : 'are'} not in this online copy: ${left.length === 1 ? 'it is not text' : 'they are not text'}, and the online editors take text files only. The project "Download project" makes on the documentation page has ${left.length === 1 ? 'it' : 'them'}.\n`;
  }
  return { files: text, left };
}

/**
 * StackBlitz's POST API (developer.stackblitz.com/platform/api/post-api): `project[files][<path>]`
 * per file, and the `node` template, the one that runs a project's own package.json in a
 * WebContainer (npm install, then its dev script: Vite), as the SDK's `template: 'node'` does.
 * `?file=` opens the example's module (the SDK's `openFile`).
 */
export function stackBlitzForm(spec: ProjectSpec, files: Record<string, string>): OnlineForm {
  const fields: [string, string][] = [
    ['project[title]', spec.title],
    ['project[description]', `${spec.title}: a react-sigma example (Vite, React and TypeScript)`],
    ['project[template]', 'node'],
  ];
  for (const [file, content] of Object.entries(files)) fields.push([`project[files][${file}]`, content]);
  return { action: `https://stackblitz.com/run?file=${encodeURIComponent(`src/${spec.entry}`)}`, fields };
}

/**
 * CodeSandbox's define API (codesandbox.io/docs/learn/sandboxes/cli-api): `parameters` is the JSON
 * `{ files: { <path>: { content, isBinary } } }` compressed with LZ-String's `compressToBase64`,
 * made URL-safe (`+` → `-`, `/` → `_`, no `=` padding) as their docs' `getParameters` does.
 */
export function codeSandboxParameters(files: Record<string, string>): string {
  const payload = {
    files: Object.fromEntries(Object.entries(files).map(([file, content]) => [file, { content, isBinary: false }])),
  };
  return compressToBase64(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function codeSandboxForm(spec: ProjectSpec, files: Record<string, string>): OnlineForm {
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: [
      ['parameters', codeSandboxParameters(files)],
      // Where the sandbox opens: the example's module.
      ['query', `file=/src/${spec.entry}`],
    ],
  };
}

/** The form that opens `spec`'s Vite project in `service`, and the files left out of it. */
export function onlineForm(
  spec: ProjectSpec,
  service: OnlineService,
  versions: Readonly<Record<string, string>> = projectVersions(),
): OnlineForm & { left: string[] } {
  const { files, left } = textFiles(projectFiles(spec, 'vite', versions));
  return { ...(service === 'stackblitz' ? stackBlitzForm(spec, files) : codeSandboxForm(spec, files)), left };
}

/** POSTs `form` into a new tab, with a form built for it in the page and removed at once. */
export function submitForm({ action, fields }: OnlineForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = '_blank';
  // The new tab gets no handle on this page (also the browsers' default for target=_blank).
  form.rel = 'noopener';
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of fields) {
    // As StackBlitz's docs and SDK do. A hidden input keeps its value's line breaks (no value
    // sanitization); the browser sends each as CRLF, as for any form.
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Makes the project, and opens it in `service` in a new tab. */
export function openOnline(spec: ProjectSpec, service: OnlineService): void {
  submitForm(onlineForm(spec, service));
}
