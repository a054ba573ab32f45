import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialogs/Dialog';
import { ListFailed } from '../../../components/list/ListFailed';
import type { ProductQuery } from '../../../../machines/productSearchTypes';
import { formatPrice } from '../product/price';
import type { ProductSearch } from './useProductSearchMachine';
import * as css from './search.css';
import { ContentImage } from '../../../components/content/ContentImage';

function DialogTitle({ query }: { query: ProductQuery | undefined }) {
  if (query?.kind === 'category') return <>{query.modeName}</>;
  const keyword = query?.keyword ?? '';
  return keyword === '' ? (
    <Trans>All products</Trans>
  ) : (
    <Trans>Search results for “{keyword}”</Trans>
  );
}

/**
 * The results of a search or of a category of the strip; a row opens the product (spec §2.6).
 * `open` is the search's `open` tag, given apart so that the dialog can load on first opening
 * (LazyProductResultsDialog.ts).
 */
export function ProductResultsDialog({ open, search }: { open: boolean; search: ProductSearch }) {
  const { t } = useLingui();
  const [state, send] = search;
  const close = () => send({ type: 'CLOSE' });
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={<DialogTitle query={state.context.query} />}
      className={css.dialog}
    >
      {state.matches('searching') ? (
        <p role="status" className={css.message}>
          <Trans>Searching…</Trans>
        </p>
      ) : null}
      {state.matches('empty') ? (
        <p role="status" className={css.message}>
          <Trans>No products found.</Trans>
        </p>
      ) : null}
      {state.matches('failed') ? (
        <ListFailed onRetry={() => send({ type: 'RETRY' })}>
          <Trans>The products could not be loaded.</Trans>
        </ListFailed>
      ) : null}
      {state.matches('results') ? (
        <ul className={css.results} aria-label={t`Products found`}>
          {state.context.results.map((product) => (
            <li key={product.id}>
              <Link
                to="/goodsDeil"
                search={{ id: product.id, modeId: product.modeId }}
                className={css.resultRow}
                onClick={close}
              >
                <ContentImage className={css.resultPicture} src={product.productPicture} alt="" />
                <span className={css.resultName}>
                  {product.productName.trim() || t`Unnamed product`}
                </span>
                <span className={css.resultCategory}>{product.modeName}</span>
                <span className={css.resultPrice}>{formatPrice(product.productPrice)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
