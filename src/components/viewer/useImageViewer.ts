import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { fromCallback, fromPromise } from 'xstate';
import { imageViewerMachine } from '../../../machines/imageViewerMachine';
import type { ImageViewerEvent, ViewerShow } from '../../../machines/imageViewerTypes';
import type { ViewerPicture } from './viewerRequest';
import type { showViewer } from './showViewer';
import { viewerLabels } from './viewerLabels';
import { notifications } from '../../lib/notifications';
import { useFlowMachine } from '../../lib/useFlowMachine';

const notLoaded = msg`The picture viewer could not be loaded. Please check your connection and try again.`;

/** A group of pictures, or how to get it when the viewer opens (when reading it takes code). */
type PictureGroup = readonly ViewerPicture[] | (() => Promise<readonly ViewerPicture[]>);

/**
 * Opens a group of pictures in the image viewer, starting at one of them (machines/
 * imageViewerMachine.ts). The viewer (viewerjs and its stylesheet) loads the first time; focus
 * moves into it, and back to `trigger` (the picture that was pressed) when it closes. It belongs
 * to the page: a navigation (Back included) or the page going away closes it.
 */
export function useImageViewer(group: PictureGroup) {
  const { i18n } = useLingui();
  const router = useRouter();
  const trigger = useRef<HTMLElement | null>(null);
  // The viewer's code, once loaded: the viewer shows in the same step as its state is entered.
  const show = useRef<typeof showViewer | null>(null);
  const [, send, actor] = useFlowMachine({ group, i18n }, (current) =>
    imageViewerMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const { group: pictures } = current();
          const [code, loaded] = await Promise.all([
            import('./showViewer'),
            typeof pictures === 'function' ? pictures() : pictures,
          ]);
          show.current = code.showViewer;
          return loaded;
        }),
        escapeKey: fromCallback<ImageViewerEvent>(({ sendBack }) => {
          const onKey = (event: KeyboardEvent) => {
            if (event.key === 'Escape') sendBack({ type: 'CLOSE' });
          };
          document.addEventListener('keydown', onKey);
          return () => document.removeEventListener('keydown', onKey);
        }),
        viewer: fromCallback<ImageViewerEvent, ViewerShow>(({ input, sendBack }) => {
          const labels = Object.fromEntries(
            Object.entries(viewerLabels).map(([action, label]) => [
              action,
              current().i18n._(label),
            ]),
          );
          const shown = show.current?.({
            ...input,
            labels,
            onClosed: () => sendBack({ type: 'CLOSED' }),
          });
          return () => shown?.close();
        }),
      },
      actions: {
        returnFocus: () => trigger.current?.focus(),
        reportNotLoaded: () => notifications.notify('warning', current().i18n._(notLoaded)),
      },
    }),
  );

  // Any navigation, Back included, closes the viewer with the page it belongs to.
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
        if (hrefChanged) actor.send({ type: 'CLOSE' });
      }),
    [router, actor],
  );

  return useCallback(
    (index: number, pressed: HTMLElement) => {
      trigger.current = pressed;
      send({ type: 'OPEN', index });
    },
    [send],
  );
}
