import { use, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeProduct } from '../../api/contract/portal/home';
import { ContentImage } from '../../components/content/ContentImage';
import { appHref } from '../../components/content/contentLinks';
import { CarouselArrows } from './CarouselArrows';
import { useCarousel } from './useCarousel';
import * as css from './products.css';
import * as home from './home.css';

/** How many screens of tiles the row holds at its current width. */
function pagesOf(list: HTMLElement): number {
  if (list.clientWidth === 0) return 1;
  return Math.max(1, Math.ceil((list.scrollWidth - 1) / list.clientWidth));
}

interface RotatingRowProps {
  products: HomeProduct[];
  pages: number;
  onPages: (pages: number) => void;
}

/** The tiles, turned a screen at a time by the carousel machine. */
function RotatingRow({ products, pages, onPages }: RotatingRowProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const carousel = useCarousel(pages);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    onPages(pagesOf(list));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onPages(pagesOf(list)));
    observer.observe(list);
    return () => observer.disconnect();
  }, [onPages]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof list.scrollTo !== 'function') return;
    list.scrollTo({
      left: carousel.index * list.clientWidth,
      behavior: carousel.rotates ? 'smooth' : 'auto',
    });
  }, [carousel.index, carousel.rotates]);

  return (
    <div className={css.rowFrame} {...carousel.holdProps}>
      <ul ref={listRef} className={css.row}>
        {products.map((product, index) => (
          <li key={`${product.productLink}-${index}`} className={css.item}>
            <a className={css.tile} href={appHref(product.productLink)}>
              <ContentImage src={product.productImage} alt="" className={css.tilePicture} />
              <span>{product.productName}</span>
            </a>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <CarouselArrows
          tone="dark"
          onPrevious={carousel.previous}
          onNext={carousel.next}
          previousLabel={t`Previous products`}
          nextLabel={t`Next products`}
        />
      )}
    </div>
  );
}

/** One category's products; a new width (so a new number of screens) starts a new carousel. */
export function ProductRow({ products }: { products: Promise<HomeProduct[]> }) {
  const list = use(products);
  const [pages, setPages] = useState(1);
  if (list.length === 0) {
    return (
      <p className={`${home.note} ${css.empty}`}>
        <Trans>
          These products are in our <a href="#/storePage">online shop</a>.
        </Trans>
      </p>
    );
  }
  return <RotatingRow key={pages} products={list} pages={pages} onPages={setPages} />;
}
