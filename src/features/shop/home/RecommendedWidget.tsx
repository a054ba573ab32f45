import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../../api/catalogue';
import { recommendedCarouselMachine } from '../../../../machines/recommendedCarouselMachine';
import { useAppMachine } from '../../../lib/useAppMachine';
import { formatPrice, hasOldPrice } from '../product/price';
import * as css from './home.css';
import { ContentImage } from '../../../components/content/ContentImage';

/**
 * The rotating recommended product (spec §4: every 4 s, held after an arrow).
 * Pointer or focus on it pauses the rotation; arrows still work.
 */
export function RecommendedWidget({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  // The machine's count is fixed at start: a new list starts a new widget.
  return <Rotation key={products.length} products={products} />;
}

function Rotation({ products }: { products: Product[] }) {
  const { t } = useLingui();
  const [state, send] = useAppMachine(recommendedCarouselMachine, {
    input: { count: products.length },
  });
  const holds = useRef({ pointer: false, focus: false });
  const hold = (kind: 'pointer' | 'focus', on: boolean) => {
    const wasHeld = holds.current.pointer || holds.current.focus;
    holds.current[kind] = on;
    const isHeld = holds.current.pointer || holds.current.focus;
    if (isHeld && !wasHeld) send({ type: 'PAUSE' });
    if (!isHeld && wasHeld) send({ type: 'RESUME' });
  };
  const index = state.context.index;
  const product = products[index] ?? products[0];
  if (!product) return null;
  const name = product.productName.trim() || t`Unnamed product`;
  const position = index + 1;
  const total = products.length;

  return (
    <section
      className={css.recommended}
      aria-roledescription={t`carousel`}
      aria-label={t`Recommended products`}
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
      }}
    >
      <h2 className={css.recommendedTitle}>
        <Trans>Recommended</Trans>
      </h2>
      <div className={css.recommendedBody}>
        <button
          type="button"
          className={css.roundArrow}
          onClick={() => send({ type: 'PREV' })}
          aria-label={t`Previous recommended product`}
        >
          ‹
        </button>
        <div role="group" aria-roledescription={t`slide`} aria-label={t`${position} of ${total}`}>
          <Link
            to="/goodsDeil"
            search={{ id: product.id, modeId: product.modeId }}
            className={css.recommendedItem}
          >
            <ContentImage className={css.recommendedPicture} src={product.productPicture} alt="" />
            <span className={css.recommendedText}>
              <span className={css.recommendedName}>{name}</span>
              <span className={css.recommendedCategory}>{product.modeName}</span>
              <span className={css.recommendedPrices}>
                {hasOldPrice(product) ? <s>{formatPrice(product.productOldPrice)}</s> : null}
                <strong>{formatPrice(product.productPrice)}</strong>
              </span>
            </span>
          </Link>
        </div>
        <button
          type="button"
          className={css.roundArrow}
          onClick={() => send({ type: 'NEXT' })}
          aria-label={t`Next recommended product`}
        >
          ›
        </button>
      </div>
    </section>
  );
}
