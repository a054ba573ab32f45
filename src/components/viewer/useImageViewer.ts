import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { ViewerPicture } from './viewerRequest';
import type { ImageViewerActor, startImageViewer, ViewerPress } from './viewerActor';
import { onEscapeKey } from './onEscapeKey';
import { loadOnDemand } from '../../lib/loadOnDemand';
import { notifications } from '../../lib/notifications';

export const viewerNotLoaded = msg`The picture viewer could not be loaded. Please check your connection and try again.`;

/** A group of pictures, or how to get it when the viewer opens (when reading it takes code). */
type PictureGroup = readonly ViewerPicture[] | (() => Promise<readonly ViewerPicture[]>);

/**
 * The viewer's machine with XState and the viewer itself (viewerjs), some 13 KiB on the wire that
 * no page's first view needs (docs/decisions.md, "First load"): they load with the first press.
 */
const viewerCode = loadOnDemand(() =>
  // XState's chunk (with useAppMachine's) asked for beside the viewer's own, not once that has
  // arrived: one round trip instead of two.
  Promise.all([import('./viewerActor'), import('../../lib/useAppMachine')]).then(([code]) => code),
);

function readGroup(group: PictureGroup): Promise<readonly ViewerPicture[]> {
  const pictures = typeof group === 'function' ? group() : Promise.resolve(group);
  // The machine awaits this read and reports its failure; a read whose opening was withdrawn
  // before the machine took it must not be reported as an unhandled rejection.
  pictures.catch(() => undefined);
  return pictures;
}

/**
 * Opens a group of pictures in the image viewer, starting at one of them (machines/
 * imageViewerMachine.ts). The machine and the viewer load the first time; focus moves into the
 * viewer, and back to `trigger` (the picture that was pressed) when it closes. It belongs to the
 * page: a navigation (Back included) or the page going away closes it. Escape, a navigation or
 * the page going away while the code is on its way withdraws the opening: the viewer never opens
 * once the visitor has moved on.
 */
export function useImageViewer(group: PictureGroup) {
  const { i18n } = useLingui();
  const router = useRouter();
  const lastPress = useRef<ViewerPress | null>(null);
  const viewer = useRef<ImageViewerActor | null>(null);
  /** The opening waiting for the code, if any: aborting it withdraws it. */
  const waiting = useRef<AbortController | null>(null);

  // Any navigation, Back included, closes the viewer with the page it belongs to.
  useEffect(() => {
    const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
      if (!hrefChanged) return;
      waiting.current?.abort();
      viewer.current?.send({ type: 'CLOSE' });
    });
    return () => {
      unsubscribe();
      waiting.current?.abort();
      viewer.current?.stop();
      viewer.current = null;
    };
  }, [router]);

  return useCallback(
    (index: number, pressed: HTMLElement) => {
      lastPress.current = { trigger: pressed, pictures: readGroup(group), i18n };
      const open = (code: { startImageViewer: typeof startImageViewer }) => {
        viewer.current ??= code.startImageViewer(() => lastPress.current);
        viewer.current.send({ type: 'OPEN', index });
      };
      const loaded = viewerCode.current();
      if (loaded) return open(loaded);

      waiting.current?.abort();
      const opening = new AbortController();
      waiting.current = opening;
      // From the press on, not from an effect: one registered after the render missed Escapes.
      opening.signal.addEventListener(
        'abort',
        onEscapeKey(() => opening.abort()),
      );
      const settle = (then: () => void) => {
        if (opening.signal.aborted) return;
        opening.abort();
        then();
      };
      viewerCode.load().then(
        (code) => settle(() => open(code)),
        () => settle(() => notifications.notify('warning', i18n._(viewerNotLoaded))),
      );
    },
    [group, i18n],
  );
}
