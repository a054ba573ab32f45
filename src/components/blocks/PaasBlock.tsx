import { ContentImage } from '../content/ContentImage';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from './blocks.css';

/** The platform's capabilities: a picture and a caption each. */
export function PaasBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title}>
      <ul className={css.grid}>
        {(block.imgList ?? []).map((item, index) => (
          <li key={`${item.title}-${index}`} className={css.card}>
            <ContentImage src={item.img} alt="" className={css.picture} />
            <span className={css.cardTitle}>{item.title}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
