import { ORDER_ID_LENGTH } from '../../domain/orders';

/** A new order number: 18 random digits, the first not 0 (spec §3, §9). */
export function newOrderId(): string {
  const digits = crypto.getRandomValues(new Uint8Array(ORDER_ID_LENGTH));
  return Array.from(digits, (byte, index) =>
    index === 0 ? String(1 + (byte % 9)) : String(byte % 10),
  ).join('');
}
