import { useMemo } from 'react';
import { ContentImage } from '../content/ContentImage';
import { EnlargeButton } from '../viewer/EnlargeButton';
import { useImageViewer } from '../viewer/useImageViewer';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** The platform's capabilities: a picture and a caption each; the viewer steps through them. */
export function PaasBlock({ block }: BlockProps) {
  const items = block.imgList ?? [];
  const pictures = useMemo(
    () => (block.imgList ?? []).map((item) => ({ src: item.img, title: item.title })),
    [block.imgList],
  );
  const open = useImageViewer(pictures);
  return (
    <BlockSection title={block.title}>
      <ul className={css.grid}>
        {items.map((item, index) => (
          <li key={`${item.title}-${index}`} className={css.card}>
            <EnlargeButton title={item.title} onEnlarge={(trigger) => open(index, trigger)}>
              <ContentImage src={item.img} alt="" className={css.picture} />
            </EnlargeButton>
            <span className={css.cardTitle}>{item.title}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
