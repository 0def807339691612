/**
 * MDX 3 nodes the remark plugins add to a page: each carries its source text and the estree that
 * MDX compiles (it does not parse `value` again).
 */

export interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  data: { estree: EstreeProgram };
}

export interface EstreeProgram {
  type: 'Program';
  sourceType: 'module';
  body: { type: string; specifiers?: { local: { name: string } }[] }[];
}

/** An estree program of `body`'s statements. */
export function program(body: unknown[]): EstreeProgram {
  return { type: 'Program', sourceType: 'module', body: body as EstreeProgram['body'] };
}

/** `import <local> from "<source>";` */
export function importDefault(local: string, source: string): EsmNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
          source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        },
      ]),
    },
  };
}
