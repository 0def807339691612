import path from 'node:path';
import { modulePaths, siteModule } from '../../config/modulePaths';
import { folderModulePath, listExamples, moduleName } from '../shared/discoverExamples';
import { importDefault, program, type EstreeProgram } from '../shared/mdxEsm';
import type { Example } from '../shared/exampleTypes';

/**
 * The MDX side of the examples: a page writes
 *
 *     <GraphExample example="load-graph/GraphProp" />
 *
 * and this remark plugin turns it into what runs: an import of the example
 * folder's generated module (./generate.ts), the component's own import, and
 * `example={…}` pointing at the definition. The example's accessible name
 * ("Live example: …") is the text of the `##` heading it sits under, unless
 * the element gives a `title`. A wrong name fails the build here, naming the
 * page and listing the folder's examples.
 */
export const COMPONENT = 'GraphExample';
export const COMPONENT_MODULE = siteModule(modulePaths.graphExample);

// The few mdast / estree shapes this plugin reads and writes (MDX 3).
interface Node {
  type: string;
  children?: Node[];
  value?: unknown;
  depth?: number;
  name?: string | null;
  attributes?: Attribute[];
  data?: { estree?: Program };
  position?: { start: { line: number } };
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}
type Program = EstreeProgram;

function text(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  return (node.children ?? []).map(text).join('');
}

/** `example={local["Name"]}` */
function definitionAttribute(local: string, name: string): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'example',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `${local}[${JSON.stringify(name)}]`,
      data: {
        estree: program([
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'MemberExpression',
              object: { type: 'Identifier', name: local },
              property: { type: 'Literal', value: name, raw: JSON.stringify(name) },
              computed: true,
              optional: false,
            },
          },
        ]),
      },
    },
  };
}

function importsComponent(tree: Node): boolean {
  return (tree.children ?? []).some(
    (node) =>
      node.type === 'mdxjsEsm' &&
      node.data?.estree?.body.some(
        (statement) =>
          statement.type === 'ImportDeclaration' && statement.specifiers?.some((specifier) => specifier.local.name === COMPONENT),
      ),
  );
}

/**
 * The remark plugin for the site at `siteDir`. (A closure, not a plugin
 * option: Docusaurus serialises the config into every page's main.js, and an
 * option would ship the build machine's path.)
 */
export function remarkGraphExamples(siteDir: string) {
  return () =>
    (tree: Node, file: { path?: string }): void => {
      const page = file.path ? path.relative(siteDir, file.path) : 'an MDX page';
      const uses: { node: Node; heading: string | undefined }[] = [];
      let heading: string | undefined;
      const walk = (node: Node) => {
        if (node.type === 'heading' && node.depth === 2) heading = text(node);
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === COMPONENT)
          uses.push({ node, heading });
        node.children?.forEach(walk);
      };
      walk(tree);
      if (!uses.length) return;

      const examples = new Map<string, Example>(listExamples(siteDir).map((example) => [example.id, example]));
      const locals = new Map<string, string>();
      const shown = new Set<string>();
      for (const { node, heading: section } of uses) {
        const where = `${page}:${node.position?.start.line ?? '?'}`;
        const attributes = node.attributes ?? [];
        const attribute = attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'example');
        if (typeof attribute?.value !== 'string') {
          throw new Error(
            `${where}: <${COMPONENT}> takes the example's name as a string: example="<folder>/<module>", e.g. example="load-graph/GraphProp"`,
          );
        }
        const key = attribute.value;
        const [id = '', name = '', ...rest] = key.split('/');
        const example = examples.get(id);
        if (!example || rest.length || !example.files.some((file) => moduleName(file) === name)) {
          const known = example
            ? example.files.map((file) => `${id}/${moduleName(file)}`)
            : [...examples.keys()].map((folder) => `${folder}/…`);
          throw new Error(`${where}: <${COMPONENT} example="${key}" /> names no example; there are: ${known.join(', ')}`);
        }
        if (shown.has(key)) throw new Error(`${where}: ${key} is shown twice on the page (each example has one place)`);
        shown.add(key);
        const title = attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'title');
        const label = typeof title?.value === 'string' ? title.value : (section ?? example.meta.title);
        let local = locals.get(id);
        if (!local) {
          local = `__examples${locals.size}`;
          locals.set(id, local);
        }
        node.attributes = [
          ...attributes.filter((item) => item !== attribute && item !== title),
          definitionAttribute(local, name),
          { type: 'mdxJsxAttribute', name: 'title', value: label },
        ];
      }
      const imports = [...locals].map(([id, local]) => importDefault(local, folderModulePath(id)));
      if (!importsComponent(tree)) imports.unshift(importDefault(COMPONENT, COMPONENT_MODULE));
      tree.children = [...imports, ...(tree.children ?? [])];
    };
}
