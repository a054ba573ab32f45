import type { ViewerPicture } from '../../../machines/imageViewerTypes';

export type { ViewerPicture };

/** What opening the viewer takes; the viewer itself loads only when one is opened. */
export interface ViewerRequest {
  /** The picture's group (one picture alone is a group of one), in page order. */
  pictures: readonly ViewerPicture[];
  /** The picture to start with. */
  index: number;
  /** The controls' names in the page's language, by viewerjs action (`zoom-in`, `mix`…). */
  labels: Readonly<Record<string, string>>;
  /** Called once the viewer has closed. */
  onClosed(): void;
}
