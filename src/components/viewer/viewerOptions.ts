import type Viewer from 'viewerjs';

/**
 * What the viewer offers (content-and-profile §2, "Other UI facts": button, title, zoom, rotate,
 * scale, fullscreen and keyboard). The browser test checks each of them; one place to switch one.
 */
export const viewerFeatures = {
  /** The close button in the corner. */
  button: true,
  /** The picture's caption (or alt text) under it. */
  title: true,
  zoomable: true,
  rotatable: true,
  /** Flipping horizontally and vertically. */
  scalable: true,
  /** The toolbar's slideshow button shows the pictures on the whole screen. */
  fullscreen: true,
  /** Arrows, + and −, Escape; also what makes the toolbar's buttons focusable. */
  keyboard: true,
} as const satisfies Viewer.Options;

/** The toolbar: zoom, actual size, reset, (group) previous, full screen, next, rotate, flip. */
export function toolbarOf(inGroup: boolean): Viewer.ToolbarOptions {
  return {
    zoomIn: true,
    zoomOut: true,
    oneToOne: true,
    reset: true,
    prev: inGroup,
    play: true,
    next: inGroup,
    rotateLeft: true,
    rotateRight: true,
    flipHorizontal: true,
    flipVertical: true,
  };
}
