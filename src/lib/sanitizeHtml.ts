import DOMPurify from 'dompurify';

/**
 * Cleans server-provided markup before it is rendered: no scripts, no event
 * handlers, no `javascript:` (or other non-web) URLs, no frames or forms.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i,
  });
}
