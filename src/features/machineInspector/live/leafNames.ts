/**
 * A leaf state's name without its machine's id (`checkout.payment.walletQr` →
 * `payment.walletQr`): the list is read per machine, so the prefix only repeats.
 */
export const leafNames = (leafStateIds: readonly string[]): string[] =>
  leafStateIds.map((id) => id.slice(id.indexOf('.') + 1));
