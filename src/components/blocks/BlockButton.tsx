import { ContentLink } from '../content/ContentLink';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** A block's call-to-action button, when the block has both a label and a link. */
export function BlockButton({ block }: BlockProps) {
  if (!block.button || !block.buttonLink) return null;
  return (
    <ContentLink to={block.buttonLink} className={css.button}>
      {block.button}
    </ContentLink>
  );
}
