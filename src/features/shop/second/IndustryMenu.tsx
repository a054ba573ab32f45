import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductRowData } from '../home/shopHomeData';
import { rowAnchor } from '../home/ProductRows';
import { formatPrice } from '../product/price';
import { useMegaMenuMachine } from '../../../components/megaMenu/useMegaMenuMachine';
import * as css from './industryMenu.css';

/** How many of an industry's products its panel lists; the row below has them all. */
const PANEL_PRODUCTS = 6;

function scrollToRow(modeId: string) {
  document.getElementById(rowAnchor(modeId))?.scrollIntoView({ behavior: 'smooth' });
}

/**
 * The second shop header's industries (shop-and-shell §2.1, §9): a click scrolls to the
 * industry's row; resting the pointer on one for 500 ms, or ArrowDown, shows a panel with its
 * first products (docs/decisions/shop-screens.md, "Second shop home").
 */
export function IndustryMenu({ rows }: { rows: ProductRowData[] }) {
  const { t } = useLingui();
  const panelId = useId();
  const itemIdPrefix = useId();
  const itemId = (modeId: string) => `${itemIdPrefix}-${modeId}`;
  const { shown, send, navProps } = useMegaMenuMachine(itemId, 'second');

  return (
    <nav aria-label={t`Industries`} className={css.nav} {...navProps}>
      <ul className={css.list}>
        {rows.map(({ mode, products }) => (
          <li key={mode.id}>
            <a
              id={itemId(mode.id)}
              className={css.item}
              href={`#${rowAnchor(mode.id)}`}
              aria-expanded={shown === mode.id}
              aria-controls={shown === mode.id ? panelId : undefined}
              onPointerEnter={() => send({ type: 'POINTER_ENTER', menu: mode.id })}
              onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  send({ type: 'OPEN', menu: mode.id });
                }
              }}
              onClick={(event) => {
                // Hash routing owns the URL's fragment: scroll instead of navigating.
                event.preventDefault();
                send({ type: 'CLOSE' });
                scrollToRow(mode.id);
              }}
            >
              {mode.modeName}
            </a>
            {/* The panel follows its industry, so Tab goes from the industry into its links. */}
            {shown === mode.id ? (
              <div
                id={panelId}
                className={css.panel}
                onPointerEnter={() => send({ type: 'POINTER_ENTER', menu: mode.id })}
                onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
              >
                <ul className={css.products}>
                  {products.slice(0, PANEL_PRODUCTS).map((product) => (
                    <li key={product.id}>
                      <Link
                        to="/goodsDeil"
                        search={{ id: product.id, modeId: product.modeId }}
                        className={css.product}
                        onClick={() => send({ type: 'CLOSE' })}
                      >
                        <span className={css.productName}>
                          {product.productName.trim() || t`Unnamed product`}
                        </span>
                        <span className={css.productPrice}>
                          {formatPrice(product.productPrice)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <a
                  className={css.allLink}
                  href={`#${rowAnchor(mode.id)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    send({ type: 'CLOSE' });
                    scrollToRow(mode.id);
                  }}
                >
                  <Trans>All products of {mode.modeName}</Trans>
                </a>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
