/**
 * The checkout machine's cart edits, idle or while a changed quantity is saved: another
 * change saves again (the newest quantity wins), a removal or placing the order goes on at once.
 * An empty cart has nothing to order: the screen offers the shop instead of "Place order"
 * (docs/decisions/machines-shop.md), and the event is ignored.
 */
export const cartEdits = {
  SET_QUANTITY: {
    guard: 'canEditQuantity',
    target: '#checkout.cart.savingQuantity',
    reenter: true,
    actions: ['setQuantity', 'clearProblem'],
  },
  REMOVE_ITEM: {
    guard: 'canRemoveItem',
    target: '#checkout.cart.removing',
    actions: 'markRemoving',
  },
  PLACE_ORDER: [
    {
      guard: 'hasUnavailableItem',
      actions: { type: 'setProblem', params: { problem: 'removeUnavailable' } },
    },
    {
      guard: 'hasOutOfStockItem',
      actions: { type: 'setProblem', params: { problem: 'outOfStock' } },
    },
    { guard: 'hasItems', target: '#checkout.address', actions: 'clearProblem' },
  ],
} as const;
