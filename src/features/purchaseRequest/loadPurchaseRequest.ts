import { fetchProducts } from '../../api/catalogue';
import { fetchBusinessOffices } from '../../api/programmes';
import { storedLocale } from '../../lib/storage';

/** What the request form chooses from: the shop's products and the business offices. */
export async function loadPurchaseRequest() {
  const [products, offices] = await Promise.all([
    fetchProducts(storedLocale()).catch(() => []),
    fetchBusinessOffices().catch(() => []),
  ]);
  return { products, offices };
}
