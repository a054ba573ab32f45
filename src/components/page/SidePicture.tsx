import { EnlargeablePicture } from '../viewer/EnlargeablePicture';
import * as css from '../../styles/blocks.css';

interface SidePictureProps {
  /** Missing: no picture is shown. */
  src: string | undefined;
  /** The block's title: the enlarged picture's caption (the picture itself is decorative). */
  caption: string;
  /** Which side of the split the picture takes on wide screens. */
  side: 'left' | 'right';
}

/** The picture half of a picture-beside-text split (`css.split`). */
export function SidePicture({ src, caption, side }: SidePictureProps) {
  return (
    <div className={css.mediaSide[side]}>
      <EnlargeablePicture src={src} alt="" caption={caption} className={css.picture} />
    </div>
  );
}
