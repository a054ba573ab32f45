import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as css from './viewer.css';

interface EnlargeButtonProps {
  /** The picture's caption or alt text; it names the button. */
  title: string;
  onEnlarge(trigger: HTMLElement): void;
  className?: string;
  children: ReactNode;
}

/** The picture, as a button that opens it in the image viewer. */
export function EnlargeButton({ title, onEnlarge, className, children }: EnlargeButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className ? `${css.enlarge} ${className}` : css.enlarge}
      aria-label={title ? t`Enlarge the picture: ${title}` : t`Enlarge the picture`}
      onClick={(event) => onEnlarge(event.currentTarget)}
    >
      {children}
    </button>
  );
}
