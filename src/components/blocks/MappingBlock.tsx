import { BlockHtml } from './BlockHtml';
import { EnlargeablePicture } from '../viewer/EnlargeablePicture';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from './blocks.css';

/** The architecture: an explanation above the diagram, which the title names. */
export function MappingBlock({ block }: BlockProps) {
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
