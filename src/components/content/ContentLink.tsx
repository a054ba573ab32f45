import type { ReactNode } from 'react';
import { appHref, isExternal } from './contentLinks';

interface ContentLinkProps {
  /** An app route or an http(s) URL, as the backend sends it. */
  to: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A link from server content; an unusable target renders the text without a link. */
export function ContentLink({ to, className, children }: ContentLinkProps) {
  const href = appHref(to);
  if (!href) return <span className={className}>{children}</span>;
  return isExternal(href) ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a className={className} href={href}>
      {children}
    </a>
  );
}
