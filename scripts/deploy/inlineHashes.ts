/**
 * The CSP sources that allow index.html's inline code and nothing else: the SHA-256 of each
 * inline `<script>` and `<style>`, exactly as the browser hashes them (the text between the tags).
 */
import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** `'sha256-…'` of each inline script. */
  scripts: string[];
  /** `'sha256-…'` of each inline style element. */
  styles: string[];
}

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each `<tag>` element without a `src` attribute (scripts loaded from files need no hash). */
function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
  const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  return [...html.matchAll(element)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => body)
    .filter((body) => body.trim() !== '');
}

export function inlineHashes(html: string): InlineHashes {
  return {
    scripts: [...new Set(inlineBodies(html, 'script').map(hashSource))],
    styles: [...new Set(inlineBodies(html, 'style').map(hashSource))],
  };
}
