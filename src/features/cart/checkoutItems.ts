/** The checkout's items, from a cart row, a product bought now, or a line of an unpaid order. */
import type { CheckoutItem } from '../../../machines/checkoutTypes';
import type { CartItem } from '../../api/cart';
import type { Product } from '../../api/catalogue';
import type { OrderLine } from '../../api/orders';

const ON = 1;

export function fromProduct(product: Product, quantity: number): CheckoutItem {
  return {
    productId: product.id,
    name: product.productName,
    price: product.productPrice,
    quantity,
    stock: product.productSku,
    audited: product.auditStatus === ON,
    listed: product.uploadStatus === ON,
    modeId: product.modeId,
    modeName: product.modeName,
    picture: product.productPicture,
  };
}

export function fromCartItem(row: CartItem): CheckoutItem {
  return { ...fromProduct(row, row.productNumber), cartItemId: row.shoppingCartId };
}

/**
 * A line of an unpaid order, with its product as it is now when it could be
 * read (stock, state, picture); the line's own price and quantity are kept, as
 * the order is paid exactly as it was placed.
 */
export function fromOrderLine(line: OrderLine, product: Product | undefined): CheckoutItem {
  return {
    productId: line.productId,
    name: line.productName,
    price: line.productPrice,
    quantity: line.buyNum,
    stock: product?.productSku ?? line.buyNum,
    audited: product ? product.auditStatus === ON : true,
    listed: product ? product.uploadStatus === ON : true,
    modeId: line.modeId,
    modeName: line.modeName,
    picture: product?.productPicture,
  };
}
