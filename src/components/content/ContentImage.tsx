import { pictureSize } from './pictureSize';

interface ContentImageProps {
  src: string | undefined;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  className?: string;
  /** Pictures above the fold load at once; everything else waits for the scroll. */
  eager?: boolean;
  /** `false` in rows moved by swiping, where dragging the picture would fight the swipe. */
  draggable?: boolean;
}

export function ContentImage({ src, alt, className, eager = false, draggable }: ContentImageProps) {
  if (!src) return null;
  const size = pictureSize(src);
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      draggable={draggable}
    />
  );
}
