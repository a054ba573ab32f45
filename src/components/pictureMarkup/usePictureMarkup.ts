import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { markupWithPictures } from './markupPictures';
import type { ViewerPicture } from '../viewer/viewerRequest';
import * as css from '../viewer/viewer.css';

/** Server markup (sanitized) whose pictures are buttons, and those pictures for the viewer. */
export function usePictureMarkup(html: string) {
  const { t } = useLingui();
  return useMemo(
    () =>
      markupWithPictures(
        sanitizeHtml(html),
        (title) => (title ? t`Enlarge the picture: ${title}` : t`Enlarge the picture`),
        css.enlargeInline,
      ),
    [html, t],
  );
}

/** The pictures of server markup, in the order `usePictureMarkup` numbers them. */
export function picturesOf(html: string): ViewerPicture[] {
  return markupWithPictures(sanitizeHtml(html), () => '', css.enlargeInline).pictures;
}
