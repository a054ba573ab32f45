import { t } from '@lingui/core/macro';
import { productIn, productOrUnknown, type Product } from '../../../api/catalogue';
import type { DeclaredEarlyCall } from '../../../api/contract/earlyCall';
import { runDeclaredCalls } from '../../../api/runDeclaredCalls';
import { notifications } from '../../../lib/notifications';

/** The call the detail page's route declares: the product its address names. */
export type ProductDetailCalls = readonly [DeclaredEarlyCall<'productList'>];

export interface ProductDetailData {
  product: Product | undefined;
  /** The product could not be loaded (as opposed to: it does not exist). */
  failed: boolean;
}

/** The detail page's product, whatever its state; a failed load is announced (spec §8). */
export async function loadProductDetail(
  calls: ProductDetailCalls,
  id: string,
): Promise<ProductDetailData> {
  if (id === '') return { product: undefined, failed: false };
  const [answer] = runDeclaredCalls(calls, { productList: productOrUnknown }, { search: { id } });
  try {
    return { product: productIn(await answer, id), failed: false };
  } catch {
    notifications.notify('error', t`Error: the product could not be loaded.`);
    return { product: undefined, failed: true };
  }
}
