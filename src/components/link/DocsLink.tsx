import { forwardRef, type AnchorHTMLAttributes } from 'react';

export type DocsLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link of the docs: a plain <a>. Pages are documents (pre-rendered HTML, made instant by
 * speculation rules), so no router link is swapped in; components take this one so that a link
 * component stays one place to change.
 */
export const DocsLink = forwardRef<HTMLAnchorElement, DocsLinkProps>(function DocsLink(props, ref) {
  return <a ref={ref} {...props} />;
});
