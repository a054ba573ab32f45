import { useId, type ReactNode } from 'react';
import { ContentImage } from '../content/ContentImage';
import { backdropPicture } from '../../styles/cover.css';
import * as css from '../../styles/blocks.css';

interface BlockSectionProps {
  /** Shown as the section's heading; the section is named by it. */
  title: string | undefined;
  /** A background picture behind the whole block (decorative). */
  background?: string;
  /** Whether the heading is centred above the content (split layouts put it beside the picture). */
  heading?: boolean;
  children: ReactNode;
}

/** The frame every block shares: a landmark named by its heading, full width, content centred. */
export function BlockSection({ title, background, heading = true, children }: BlockSectionProps) {
  const titleId = useId();
  const hasHeading = heading && Boolean(title);
  return (
    <section
      className={background ? `${css.section} ${css.withBackground}` : css.section}
      aria-labelledby={hasHeading ? titleId : undefined}
    >
      {background && (
        <>
          <ContentImage src={background} alt="" className={backdropPicture} />
          <span className={css.veil} aria-hidden="true" />
        </>
      )}
      <div className={css.inner}>
        {hasHeading && (
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}
