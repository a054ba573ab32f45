/**
 * The image viewer's machine with XState and the viewer itself (viewerjs): this module loads with
 * the first picture pressed (useImageViewer.ts), so that no page's first load carries them.
 */
import type { I18n } from '@lingui/core';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { imageViewerMachine } from '../../../machines/imageViewerMachine';
import type { ImageViewerEvent, ViewerShow } from '../../../machines/imageViewerTypes';
import { notifications } from '../../lib/notifications';
import { appActorOptions } from '../../lib/useAppMachine';
import { onEscapeKey } from './onEscapeKey';
import { showViewer } from './showViewer';
import { viewerNotLoaded } from './useImageViewer';
import { viewerLabels } from './viewerLabels';
import type { ViewerPicture } from './viewerRequest';

/** A press on a picture: what the viewer opened by it shows, and where the focus goes back. */
export interface ViewerPress {
  trigger: HTMLElement;
  /** The group's pictures, read from the press on (beside the viewer's code, the first time). */
  pictures: Promise<readonly ViewerPicture[]>;
  i18n: I18n;
}

/**
 * Starts the viewer's machine of one page's group; `lastPress` gives the latest press, which
 * comes before every opening.
 */
export function startImageViewer(lastPress: () => ViewerPress | null) {
  const press = () => {
    const pressed = lastPress();
    if (!pressed) throw new Error('the image viewer opened without a press');
    return pressed;
  };
  const machine = imageViewerMachine.provide({
    actors: {
      load: fromPromise(() => press().pictures),
      escapeKey: fromCallback<ImageViewerEvent>(({ sendBack }) =>
        onEscapeKey(() => sendBack({ type: 'CLOSE' })),
      ),
      viewer: fromCallback<ImageViewerEvent, ViewerShow>(({ input, sendBack }) => {
        const { i18n } = press();
        const labels = Object.fromEntries(
          Object.entries(viewerLabels).map(([action, label]) => [action, i18n._(label)]),
        );
        const shown = showViewer({
          ...input,
          labels,
          onClosed: () => sendBack({ type: 'CLOSED' }),
        });
        return () => shown.close();
      }),
    },
    actions: {
      returnFocus: () => press().trigger.focus(),
      reportNotLoaded: () => notifications.notify('warning', press().i18n._(viewerNotLoaded)),
    },
  });
  return createActor(machine, appActorOptions({})).start();
}

export type ImageViewerActor = ReturnType<typeof startImageViewer>;
