import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../../lib/sanitizeHtml';

export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders server-provided markup, sanitized. All server markup goes through here. */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
