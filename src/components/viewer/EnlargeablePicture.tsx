import { useMemo } from 'react';
import { ContentImage } from '../content/ContentImage';
import { EnlargeButton } from './EnlargeButton';
import { useImageViewer } from './useImageViewer';

interface EnlargeablePictureProps {
  src: string | undefined;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  /** What the viewer shows under the picture; the alt text when absent. */
  caption?: string;
  className?: string;
  eager?: boolean;
}

/** A picture on its own that opens in the image viewer when pressed. */
export function EnlargeablePicture({
  src,
  alt,
  caption,
  className,
  eager,
}: EnlargeablePictureProps) {
  const title = caption || alt;
  const pictures = useMemo(() => (src ? [{ src, title }] : []), [src, title]);
  const open = useImageViewer(pictures);
  if (!src) return null;
  return (
    <EnlargeButton title={title} onEnlarge={(trigger) => open(0, trigger)}>
      <ContentImage src={src} alt={alt} className={className} eager={eager} />
    </EnlargeButton>
  );
}
