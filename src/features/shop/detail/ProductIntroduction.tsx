import { PictureMarkup } from '../../../components/pictureMarkup/PictureMarkup';
import { usePictureMarkup } from '../../../components/pictureMarkup/usePictureMarkup';
import * as css from './detail.css';

/**
 * The product's introduction: server markup, sanitized, whose pictures open in the viewer. Its
 * own chunk with the sanitizer, loaded as it comes into view (docs/decisions.md, "First load").
 */
export function ProductIntroduction({
  html,
  onEnlarge,
}: {
  html: string;
  /** A picture of the introduction was pressed: its index among the introduction's pictures. */
  onEnlarge(index: number, trigger: HTMLElement): void;
}) {
  const markup = usePictureMarkup(html);
  return <PictureMarkup markup={markup} className={css.introduction} onEnlarge={onEnlarge} />;
}
