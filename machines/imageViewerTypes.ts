/** The image viewer's pictures, events and context (the machine is in imageViewerMachine.ts). */

/** A picture as the viewer shows it. */
export interface ViewerPicture {
  src: string;
  /** Shown under the picture and naming the viewer: the caption, else the alt text. */
  title: string;
}

/** What the viewer actor shows: the group, in page order, and the picture to start with. */
export interface ViewerShow {
  pictures: readonly ViewerPicture[];
  index: number;
}

export type ImageViewerEvent =
  /** A picture of the group was pressed. */
  | { type: 'OPEN'; index: number }
  /** Escape, or a navigation: whatever the viewer is doing, it goes. */
  | { type: 'CLOSE' }
  /** The viewer closed itself (its close button, its own keys). */
  | { type: 'CLOSED' };

export interface ImageViewerContext {
  index: number;
  pictures: readonly ViewerPicture[];
}
