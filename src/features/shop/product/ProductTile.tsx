import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../../api/catalogue';
import { formatPrice, hasOldPrice } from './price';
import { StarRating } from './StarRating';
import * as css from './product.css';
import { ContentImage } from '../../../components/content/ContentImage';

export interface ProductTileProps {
  product: Product;
  /** Blue rows (modeType 1) invert the tile's colours. */
  tone?: 'plain' | 'blue';
}

/** Spec §2.6: picture, name, category, rating, old and current price; a click opens the detail. */
export function ProductTile({ product, tone = 'plain' }: ProductTileProps) {
  const { t } = useLingui();
  const name = product.productName.trim() || t`Unnamed product`;
  return (
    <Link
      to="/goodsDeil"
      search={{ id: product.id, modeId: product.modeId }}
      className={css.tile[tone]}
      draggable={false}
    >
      <ContentImage
        className={css.tilePicture}
        src={product.productPicture}
        alt=""
        draggable={false}
      />
      <span className={css.tileName}>{name}</span>
      <span className={css.tileCategory}>{product.modeName}</span>
      <StarRating />
      <span className={css.prices}>
        {hasOldPrice(product) ? (
          <s className={css.oldPrice}>
            <span className={css.hiddenLabel}>
              <Trans>Was</Trans>{' '}
            </span>
            {formatPrice(product.productOldPrice)}
          </s>
        ) : null}
        <span className={css.price}>
          <span className={css.hiddenLabel}>
            <Trans>Price</Trans>{' '}
          </span>
          {formatPrice(product.productPrice)}
        </span>
      </span>
    </Link>
  );
}
