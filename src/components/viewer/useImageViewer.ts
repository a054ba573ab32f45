import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { ViewerPicture } from './viewerRequest';
import { viewerLabels } from './viewerLabels';
import { notifications } from '../../lib/notifications';
import { msg } from '@lingui/core/macro';

const notLoaded = msg`The picture viewer could not be loaded. Please check your connection and try again.`;

/** A group of pictures, or how to get it when the viewer opens (when reading it takes code). */
type PictureGroup = readonly ViewerPicture[] | (() => Promise<readonly ViewerPicture[]>);

/**
 * Opens a group of pictures in the image viewer, starting at one of them. The viewer (viewerjs
 * and its stylesheet) loads the first time; focus moves into it, and back to `trigger` (the
 * picture that was pressed) when it closes.
 */
export function useImageViewer(group: PictureGroup) {
  const { i18n } = useLingui();
  return useCallback(
    (index: number, trigger: HTMLElement) => {
      const labels = Object.fromEntries(
        Object.entries(viewerLabels).map(([action, label]) => [action, i18n._(label)]),
      );
      Promise.all([import('./showViewer'), typeof group === 'function' ? group() : group]).then(
        ([{ showViewer }, pictures]) =>
          showViewer({ pictures, index, labels, onClosed: () => trigger.focus() }),
        () => notifications.notify('warning', i18n._(notLoaded)),
      );
    },
    [i18n, group],
  );
}
