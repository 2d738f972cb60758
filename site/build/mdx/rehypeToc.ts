import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Program } from 'estree';

/** Exports `toc` (the page's h2 and h3 headings with their ids) from every MDX page. */
export default function rehypeToc() {
  return (tree: Root) => {
    const toc: { id: string; text: string; depth: number }[] = [];
    visit(tree, 'element', (node: Element) => {
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
        toc.push({ id: node.properties.id, text: toString(node), depth: Number(node.tagName[1]) });
      }
    });
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          attributes: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) as never }],
          },
        },
      ],
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: program } } as never);
  };
}
