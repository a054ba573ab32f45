/**
 * The image viewer of a page (content-and-profile §2, "Other UI facts"). Pressing a picture reads
 * the group's pictures (loading the code that reads them, when it takes code), then shows them.
 * The app loads this machine with the viewer's code at the first press, and withdraws that first
 * opening itself if Escape or a navigation comes before they have arrived.
 * The viewer belongs to the page: Escape at any moment and any navigation send CLOSE, which
 * drops an opening still loading, or leaves `open`, whose viewer actor is stopped and takes the
 * viewer down with the page's scroll lock. The viewer closing itself says CLOSED.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction, notProvidedCallback } from './notProvided';
import type {
  ImageViewerContext,
  ImageViewerEvent,
  ViewerPicture,
  ViewerShow,
} from './imageViewerTypes';

export const imageViewerMachine = setup({
  types: {
    context: {} as ImageViewerContext,
    events: {} as ImageViewerEvent,
  },
  actors: {
    /** The app reads the group's pictures. */
    load: fromPromise<readonly ViewerPicture[]>(notProvided('load')),
    /** The app sends CLOSE on Escape while the state lasts (once shown, the viewer takes Escape). */
    escapeKey: fromCallback<ImageViewerEvent>(notProvidedCallback('escapeKey')),
    /** The app shows the viewer while the state lasts; it sends CLOSED when the viewer closes. */
    viewer: fromCallback<ImageViewerEvent, ViewerShow>(notProvidedCallback('viewer')),
  },
  actions: {
    /** The app gives the focus back to the picture that was pressed. */
    returnFocus: notProvidedAction('returnFocus'),
    /** The app tells the visitor that the viewer could not be loaded. */
    reportNotLoaded: notProvidedAction('reportNotLoaded'),
  },
}).createMachine({
  id: 'imageViewer',
  context: { index: 0, pictures: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'loading',
          actions: assign({ index: ({ event }) => event.index }),
        },
      },
    },
    loading: {
      invoke: [
        {
          id: 'load',
          src: 'load',
          onDone: {
            target: 'open',
            actions: assign({ pictures: ({ event }) => event.output }),
          },
          onError: { target: 'closed', actions: 'reportNotLoaded' },
        },
        { id: 'escapeKey', src: 'escapeKey' },
      ],
      on: { CLOSE: 'closed' },
    },
    open: {
      invoke: {
        id: 'viewer',
        src: 'viewer',
        input: ({ context }) => ({ pictures: context.pictures, index: context.index }),
      },
      on: {
        CLOSE: { target: 'closed', actions: 'returnFocus' },
        CLOSED: { target: 'closed', actions: 'returnFocus' },
      },
      exit: assign({ pictures: [] }),
    },
  },
});
