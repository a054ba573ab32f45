import { BlockHtml } from './BlockHtml';
import { EnlargeablePicture } from '../viewer/EnlargeablePicture';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/**
 * A title and an optional text above a full-width picture: the style 'bottomImg', and 'Mapping'
 * (the architecture: an explanation above the diagram, which the title names).
 */
export function BottomImageBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title}>
      {block.content && (
        <BlockHtml html={block.content} className={`${css.prose} ${css.centred}`} />
      )}
      <EnlargeablePicture
        src={block.maxImg}
        alt={block.title}
        className={`${css.picture} ${css.wide}`}
      />
    </BlockSection>
  );
}
