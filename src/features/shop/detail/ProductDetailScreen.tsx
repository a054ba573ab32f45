import { lazy, Suspense, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EnlargeButton } from '../../../components/viewer/EnlargeButton';
import { WhenNear } from '../../../components/WhenNear';
import { storage } from '../../../lib/storage';
import { useSession } from '../../../session/useSession';
import { formatPrice, hasOldPrice } from '../product/price';
import { useShopTokenCheck } from '../useShopTokenCheck';
import { ProductFacts } from './ProductFacts';
import { PurchaseActions } from './PurchaseActions';
import { QuantityStepper } from './QuantityStepper';
import { useDetailLanguage } from './useDetailLanguage';
import { useProductPictures } from './useProductPictures';
import * as shared from '../shop.css';
import * as css from './detail.css';
import { ContentImage } from '../../../components/content/ContentImage';

// The route's loader imports this module for `loadProductDetail`, so the data code arrives in the
// screen's own (preloaded) chunk rather than in a chunk of its own.
export { loadProductDetail } from './productDetailData';

const route = getRouteApi('/goodsDeil');

const ProductIntroduction = lazy(() =>
  import('./ProductIntroduction').then((module) => ({ default: module.ProductIntroduction })),
);

/** Spec §2.7: one product, its quantity stepper, add to cart, introduction and facts. */
export function ProductDetailScreen() {
  const { id, modeId } = route.useSearch();
  const { product, failed } = route.useLoaderData();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const name = product?.productName.trim() || t`Unnamed product`;
  const pictures = useProductPictures(product, name);
  useDetailLanguage(id, modeId);
  useShopTokenCheck();

  if (!product) {
    return (
      <div className={shared.page}>
        <h1 className={css.name}>
          {failed ? <Trans>Product unavailable</Trans> : <Trans>Product not found</Trans>}
        </h1>
        <p className={shared.notice}>
          {failed ? (
            <Trans>The product could not be loaded. Please try again later.</Trans>
          ) : (
            <Trans>This product does not exist or is no longer offered.</Trans>
          )}
        </p>
        <p>
          <Link to="/storePage">
            <Trans>Back to the shop</Trans>
          </Link>
        </p>
      </div>
    );
  }

  const onSale = product.auditStatus === 1 && product.uploadStatus === 1;
  const here = `/goodsDeil?id=${encodeURIComponent(id)}&modeId=${encodeURIComponent(modeId)}`;

  return (
    <div className={shared.page}>
      <nav aria-label={t`Breadcrumb`} className={css.breadcrumb}>
        <Link to="/storePage">
          <Trans>Shop</Trans>
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{product.modeName}</span>
      </nav>
      <article className={css.summary}>
        <EnlargeButton
          title={name}
          onEnlarge={(trigger) => pictures.open(0, trigger)}
          className={css.pictureButton}
        >
          {/* The largest picture of the first view: fetched first, sized from its address. */}
          <ContentImage className={css.picture} src={product.productPicture} alt={name} eager />
        </EnlargeButton>
        <div className={css.info}>
          <h1 className={css.name}>{name}</h1>
          <dl className={css.figures}>
            <div className={css.figure}>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd className={css.currentPrice}>{formatPrice(product.productPrice)}</dd>
            </div>
            {hasOldPrice(product) ? (
              <div className={css.figure}>
                <dt>
                  <Trans>Original price</Trans>
                </dt>
                <dd>
                  <s>{formatPrice(product.productOldPrice)}</s>
                </dd>
              </div>
            ) : null}
            <div className={css.figure}>
              <dt>
                <Trans>Sales</Trans>
              </dt>
              <dd>{product.productSells}</dd>
            </div>
            <div className={css.figure}>
              <dt>
                <Trans>Stock</Trans>
              </dt>
              <dd>{product.productSku > 0 ? product.productSku : <Trans>Out of stock</Trans>}</dd>
            </div>
          </dl>
          {onSale ? null : (
            <p className={css.warning} role="note">
              <Trans>This product is not on sale at the moment.</Trans>
            </p>
          )}
          <QuantityStepper value={quantity} stock={product.productSku} onChange={setQuantity} />
          <PurchaseActions
            product={product}
            quantity={quantity}
            loggedIn={loggedIn}
            onGoToLogin={() => void navigate({ to: '/loginn', search: { redirect: here } })}
            onGoToCart={() => void navigate({ to: '/cartView' })}
            onBuyNow={() => {
              storage.nowCart.set([{ id: product.id, productNumber: quantity }]);
              void navigate({ to: '/cartView', search: { type: 'nowCart' } });
            }}
          />
        </div>
      </article>
      {/* Below the first view on a phone: the introduction's code (the sanitizer) loads as it comes
          into view. The table waits with it, so nothing in view moves when it arrives. */}
      <WhenNear margin="0px" placeholder={<div className={css.introductionRoom} />}>
        <Suspense fallback={<div className={css.introductionRoom} />}>
          <section aria-labelledby="product-introduction">
            <h2 id="product-introduction" className={shared.sectionTitle}>
              <Trans>Introduction</Trans>
            </h2>
            <ProductIntroduction
              html={product.productIntroduce}
              onEnlarge={(index, trigger) => pictures.open(index + 1, trigger)}
            />
          </section>
          <ProductFacts product={product} name={name} />
        </Suspense>
      </WhenNear>
    </div>
  );
}
