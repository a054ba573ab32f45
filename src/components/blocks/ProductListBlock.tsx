import { ContentImage } from '../content/ContentImage';
import { ContentLink } from '../content/ContentLink';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** Product (or solution) cards, each linking to its page. */
export function ProductListBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title}>
      <ul className={css.grid}>
        {(block.productList ?? []).map((product, index) => (
          <li key={`${product.productLink}-${index}`}>
            <ContentLink to={product.productLink} className={css.card}>
              <ContentImage src={product.productImage} alt="" className={css.picture} />
              <span className={css.cardTitle}>{product.productName}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
