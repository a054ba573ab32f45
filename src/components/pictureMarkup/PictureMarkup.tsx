import type { MouseEvent } from 'react';
import { SafeHtml } from '../markup/SafeHtml';
import { PICTURE_INDEX, type MarkupWithPictures } from './markupPictures';

interface PictureMarkupProps {
  markup: MarkupWithPictures;
  className?: string;
  /** A picture of the markup was pressed: its index among `markup.pictures`. */
  onEnlarge(index: number, trigger: HTMLElement): void;
}

/** Server markup whose pictures open in the viewer (see usePictureMarkup). */
export function PictureMarkup({ markup, className, onEnlarge }: PictureMarkupProps) {
  // One listener for the markup's buttons, which React did not render.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const index = button?.getAttribute(PICTURE_INDEX);
    if (button instanceof HTMLElement && index) onEnlarge(Number(index), button);
  };
  return (
    <div onClick={onClick}>
      <SafeHtml html={markup.html} className={className} />
    </div>
  );
}
