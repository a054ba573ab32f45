/** The add-to-cart flow's events and context (the machine is in addToCartMachine.ts). */

export interface AddToCartRequest {
  productId: string;
  productName: string;
  quantity: number;
}

export type AddToCartEvent =
  | ({ type: 'ADD'; onSale: boolean; loggedIn: boolean; stock: number } & AddToCartRequest)
  /** The visitor closed the outcome dialog. */
  | { type: 'DISMISS' };

export interface AddToCartContext {
  /** The server's reason for the last refusal, if it gave one. */
  failureMessage: string | undefined;
}
