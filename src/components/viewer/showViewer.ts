/**
 * The image viewer itself (viewerjs and its stylesheet), loaded the first time a picture is
 * enlarged: nothing of it is part of a page's first load.
 */
import Viewer from 'viewerjs';
import 'viewerjs/dist/viewer.css';
import type { ViewerRequest } from './viewerRequest';
import { toolbarOf, viewerFeatures } from './viewerOptions';

const ZOOM_STEP = 0.1;

/** The toolbar and close buttons' names, set once viewerjs has built them (it names none). */
function labelControls(host: HTMLElement, labels: ViewerRequest['labels']) {
  for (const control of host.querySelectorAll<HTMLElement>('[data-viewer-action]')) {
    const label = labels[control.dataset.viewerAction ?? ''];
    if (!label) continue;
    control.setAttribute('aria-label', label);
    control.title = label;
  }
}

/**
 * The keys viewerjs leaves out: + and − zoom like the arrows up and down, and Space presses a
 * focused toolbar button as Enter does (both are how a button answers the keyboard).
 */
function extraKeys(viewer: Viewer, host: HTMLElement) {
  return (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.key === '+' || event.key === '=') viewer.zoom(ZOOM_STEP, true);
    else if (event.key === '-' || event.key === '_') viewer.zoom(-ZOOM_STEP, true);
    else if (event.key === ' ' && target?.dataset.viewerAction && host.contains(target)) {
      target.click();
    } else return;
    event.preventDefault();
  };
}

/** The viewer on screen, as the page that opened it holds it. */
export interface ShownViewer {
  /** Takes the viewer down at once, whatever it is doing, and unlocks the page's scrolling. */
  close(): void;
}

/**
 * Opens the viewer on one picture of the list. It removes itself when closed (its close button,
 * Escape) and says so through `onClosed`; `close()` takes it down without a word, as a page that
 * goes away does.
 */
export function showViewer({ pictures, index, labels, onClosed }: ViewerRequest): ShownViewer {
  const list = document.createElement('ul');
  for (const picture of pictures) {
    const image = document.createElement('img');
    image.src = picture.src;
    image.alt = picture.title;
    list.append(image);
  }
  // The viewer's own element, so that its controls can be found and named.
  const host = document.createElement('div');
  document.body.append(host);
  const inGroup = pictures.length > 1;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let onKey: ((event: KeyboardEvent) => void) | undefined;
  let playing = false;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    document.removeEventListener('keydown', onEscape, true);
    if (onKey) document.removeEventListener('keydown', onKey);
    // Whatever viewerjs is doing (opening, showing, closing), this ends it and unlocks scrolling.
    viewer.destroy();
    host.remove();
  };
  const closeAndSay = () => {
    close();
    onClosed();
  };
  // Escape closes the viewer at any moment: viewerjs listens only once fully open, and pressed
  // while the picture still loads it throws and stays. While a slideshow plays, Escape is
  // viewerjs's to end the slideshow (the viewer stays, as a full-screen view's Escape does).
  function onEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || playing) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    closeAndSay();
  }
  document.addEventListener('keydown', onEscape, true);

  const viewer: Viewer = new Viewer(list, {
    ...viewerFeatures,
    title: viewerFeatures.title ? [1, (image) => image.alt] : false,
    toolbar: toolbarOf(inGroup),
    navbar: inGroup,
    loop: inGroup,
    // A picture alone has nothing to preload, and viewerjs 1.15.0 would try: without `loop` its
    // next index is -1, which it still reads (src/js/methods.js:346-357), and the picture's
    // `viewed` event throws "Cannot read properties of undefined (reading 'getAttribute')".
    preload: inGroup,
    container: host,
    transition: !reducedMotion,
    ready() {
      labelControls(host, labels);
      if (!viewerFeatures.keyboard) return;
      onKey = extraKeys(viewer, host);
      document.addEventListener('keydown', onKey);
    },
    play() {
      playing = true;
    },
    stop() {
      playing = false;
    },
    hidden: closeAndSay,
  });
  viewer.view(index);
  return { close };
}
