import { ContentImage } from '../content/ContentImage';
import * as ui from './shopUi.css';

interface PictureCellProps {
  label: string;
  /** Missing or empty when the product has no picture: the cell stays empty. */
  src: string | undefined;
  alt: string;
}

/** A shop table's product picture cell. */
export function PictureCell({ label, src, alt }: PictureCellProps) {
  return (
    <td data-label={label}>
      {src ? <ContentImage className={ui.picture} src={src} alt={alt} /> : null}
    </td>
  );
}
