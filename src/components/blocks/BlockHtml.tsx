import { useMemo } from 'react';
import { SafeHtml } from '../markup/SafeHtml';
import { markupWithImageAlts } from './markupWithImageAlts';

/** A block's text as the backend wrote it: sanitized, its pictures given an alternative. */
export function BlockHtml({ html, className }: { html: string; className?: string }) {
  const prepared = useMemo(() => markupWithImageAlts(html), [html]);
  return <SafeHtml html={prepared} className={className} />;
}
