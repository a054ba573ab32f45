import { Trans } from '@lingui/react/macro';
import * as shared from '../shop.css';

/** Said in place of the product rows when a shop home has nothing on sale. */
export function NoProductsNotice() {
  return (
    <p className={shared.notice}>
      <Trans>No products are on sale at the moment.</Trans>
    </p>
  );
}
