import type { ViewerPicture } from '../viewer/viewerRequest';

/** Marks the buttons this module puts around markup pictures: their index in the group. */
export const PICTURE_INDEX = 'data-picture-index';

export interface MarkupWithPictures {
  /** The markup, each picture inside a button that opens it. */
  html: string;
  /** The pictures in document order: what the viewer steps through. */
  pictures: ViewerPicture[];
}

/** A picture's caption: its figure's, else its alt text. */
function titleOf(image: HTMLImageElement): string {
  const caption = image.closest('figure')?.querySelector('figcaption')?.textContent;
  return (caption || image.alt).trim();
}

/**
 * Wraps each picture of (already sanitized) markup in a button that names it, so the pictures
 * of server text open in the viewer like every other picture. Parsed in an inert document:
 * nothing loads, nothing runs.
 */
export function markupWithPictures(
  html: string,
  labelOf: (title: string) => string,
  buttonClass: string,
): MarkupWithPictures {
  if (!html.includes('<img') || typeof DOMParser === 'undefined') return { html, pictures: [] };
  const document = new DOMParser().parseFromString(html, 'text/html');
  const pictures: ViewerPicture[] = [];
  for (const image of document.body.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (!src) continue;
    const title = titleOf(image);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = buttonClass;
    button.setAttribute(PICTURE_INDEX, String(pictures.length));
    button.setAttribute('aria-label', labelOf(title));
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    image.setAttribute('loading', 'lazy');
    image.replaceWith(button);
    button.append(image);
    pictures.push({ src, title });
  }
  return { html: document.body.innerHTML, pictures };
}
