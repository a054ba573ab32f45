import { t } from '@lingui/core/macro';
import { fetchProduct, type Product } from '../../../api/catalogue';
import { notifications } from '../../../lib/notifications';

export interface ProductDetailData {
  product: Product | undefined;
  /** The product could not be loaded (as opposed to: it does not exist). */
  failed: boolean;
}

/** The detail page's product, whatever its state; a failed load is announced (spec §8). */
export async function loadProductDetail(id: string): Promise<ProductDetailData> {
  if (id === '') return { product: undefined, failed: false };
  try {
    return { product: await fetchProduct(id), failed: false };
  } catch {
    notifications.notify('error', t`Error: the product could not be loaded.`);
    return { product: undefined, failed: true };
  }
}
