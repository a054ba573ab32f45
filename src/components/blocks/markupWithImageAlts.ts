/**
 * Server markup sometimes carries pictures without a text alternative; a
 * picture inside a block's text only illustrates that text, so it is marked
 * decorative (`alt=""`) rather than read out as a file name. It also waits for
 * the scroll like every other picture below the fold. The markup is parsed in
 * an inert document (nothing loads, nothing runs) and sanitized afterwards by
 * SafeHtml as usual.
 */
export function markupWithImageAlts(html: string): string {
  if (!html.includes('<img') || typeof DOMParser === 'undefined') return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const image of document.body.querySelectorAll('img')) {
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    image.setAttribute('loading', 'lazy');
  }
  return document.body.innerHTML;
}
