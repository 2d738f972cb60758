import type { Element, Root, Text } from 'hast';
import { visit } from 'unist-util-visit';

const textOf = (node: Element | Text): string =>
  node.type === 'text' ? node.value : node.children.map((c) => (c.type === 'element' || c.type === 'text' ? textOf(c) : '')).join('');

/** Keeps each code block's raw text and language on its <pre>, for the copy button. */
export default function rehypeCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const cls = (code.properties.className as string[] | undefined) ?? [];
      const language = cls.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      node.properties = { ...node.properties, dataCode: textOf(code).replace(/\n$/, ''), dataLanguage: language };
    });
  };
}
