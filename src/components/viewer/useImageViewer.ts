import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { fromCallback, fromPromise } from 'xstate';
import { imageViewerMachine } from '../../../machines/imageViewerMachine';
import type { ImageViewerEvent, ViewerShow } from '../../../machines/imageViewerTypes';
import type { ViewerPicture } from './viewerRequest';
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
  const [state, send, actor] = useFlowMachine({ group, i18n }, (current) =>
    imageViewerMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const { group: pictures } = current();
          const [, loaded] = await Promise.all([
            import('./showViewer'),
            typeof pictures === 'function' ? pictures() : pictures,
          ]);
          return loaded;
        }),
        viewer: fromCallback<ImageViewerEvent, ViewerShow>(({ input, sendBack }) => {
          const labels = Object.fromEntries(
            Object.entries(viewerLabels).map(([action, label]) => [
              action,
              current().i18n._(label),
            ]),
          );
          let shown: { close(): void } | undefined;
          let stopped = false;
          // The code is already loaded (the `loading` state): this only takes it from the cache.
          void import('./showViewer').then(({ showViewer }) => {
            if (stopped) return;
            shown = showViewer({ ...input, labels, onClosed: () => sendBack({ type: 'CLOSED' }) });
          });
          return () => {
            stopped = true;
            shown?.close();
          };
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

  // Escape while the viewer loads drops the opening (once shown, the viewer takes Escape itself).
  const loading = state.matches('loading');
  useEffect(() => {
    if (!loading) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'CLOSE' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [loading, send]);

  return useCallback(
    (index: number, pressed: HTMLElement) => {
      trigger.current = pressed;
      send({ type: 'OPEN', index });
    },
    [send],
  );
}
