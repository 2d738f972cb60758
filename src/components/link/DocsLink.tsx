import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type DocsLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The element internal links render as; the site swaps in its router's link, stories keep <a>. */
export const LinkComponentContext = createContext<ComponentType<DocsLinkProps & { ref?: Ref<HTMLAnchorElement> }> | null>(null);

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** A link that navigates client-side inside the site and opens other sites normally. */
export const DocsLink = forwardRef<HTMLAnchorElement, DocsLinkProps>(function DocsLink(props, ref) {
  const Router = useContext(LinkComponentContext);
  if (Router && !isExternal(props.href) && !props.href.startsWith('#')) return <Router ref={ref} {...props} />;
  return <a ref={ref} {...props} />;
});
