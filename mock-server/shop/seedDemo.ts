/** Gives the demo account (seeded by the account domain) a shop history on a fresh state. */
import { ORDER_WAY, type OrderLine } from '../../src/api/contract/shop/orders';
import { ORDER_STATUS, RECEIPT_STATUS } from '../../src/domain/orders';
import { demoShopData, type DemoOrderDraft } from '../../fixtures/shop/demo';
import { formatDateTime } from '../../fixtures/shop/format';
import { fromCents, toCents } from '../../src/domain/money';
import { shipmentFor } from '../../fixtures/shop/logistics';
import { USERS, type UserRecord } from '../state/records';
import { newRecordId } from './ids';
import { MERCHANT } from './orderFlow';
import type { OrderRecord } from './records';
import type { ShopState } from './state';

const DAY = 24 * 60 * 60 * 1000;
const S = ORDER_STATUS;

function orderOf(
  draft: DemoOrderDraft,
  owner: UserRecord,
  addressId: string,
  now: number,
): OrderRecord {
  const created = Math.round(now - draft.daysAgo * DAY);
  const paid = draft.status !== S.unpaid;
  const shipped = draft.status === S.shipped || draft.status === S.completed;
  const delivered = draft.status === S.completed;
  const lines: OrderLine[] = draft.lines.map(({ product, buyNum }) => ({
    productName: product.productName,
    productId: product.id,
    modeId: product.modeId,
    modeName: product.modeName,
    buyNum,
    productPrice: product.productPrice,
  }));
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.productPrice) * line.buyNum, 0);
  const shipment = shipped ? shipmentFor(draft.orderid) : null;
  const lastChange = delivered ? created + 3 * DAY : shipped ? created + DAY : created;
  return {
    id: draft.orderid,
    ownerId: owner.id,
    orderid: draft.orderid,
    orderPay: fromCents(totalCents),
    orderStatus: draft.status,
    orderWay: paid ? ORDER_WAY.walletQr : ORDER_WAY.notChosen,
    createBy: owner.username,
    createDate: formatDateTime(created),
    updateBy: shipped ? MERCHANT : owner.username,
    updateDate: formatDateTime(lastChange),
    payDate: paid ? formatDateTime(created + 10 * 60 * 1000) : null,
    picture: draft.lines[0]?.product.productPicture ?? '',
    productName: lines.map((line) => line.productName).join('、'),
    productSells: lines.reduce((sum, line) => sum + line.buyNum, 0),
    buyStatus: paid ? 1 : 0,
    wuliuId: shipment?.wuliuId ?? null,
    wuliuCompany: shipment?.wuliuCompany ?? null,
    returnWuliuId: null,
    returnWuliuCompany: null,
    receiptStatus: draft.receiptStatus,
    addressId,
    cartList: lines,
    shippedAt: shipped ? created + DAY : null,
    deliveredAt: delivered ? created + 3 * DAY : null,
    returnShippedAt: null,
    returnReceivedAt: null,
    statusBeforeAfterSales: null,
  };
}

export function seedDemoShop(state: ShopState): void {
  const { ctx } = state;
  if (!ctx.store.fresh) return;
  const demo = ctx.store.collection<UserRecord>(USERS).find((user) => user.username === 'demo');
  if (!demo) return;

  const inStock = state.live
    .onSale(state.catalogue.products.zh, false)
    .filter((product) => product.productSku > 0);
  const data = demoShopData(ctx.options.seed, inStock);
  const now = ctx.now();
  const addressIds = data.addresses.map(
    (fields, index) =>
      state.addresses.insert({
        id: newRecordId(),
        ownerId: demo.id,
        ...fields,
        createdAt: now - (60 - index) * DAY,
      }).id,
  );
  for (const draft of data.orders) {
    const order = state.orders.insert(
      orderOf(draft, demo, addressIds[draft.addressIndex] ?? '', now),
    );
    if (order.receiptStatus === RECEIPT_STATUS.none) continue;
    const issuedDate = formatDateTime(
      Date.parse(`${order.updateDate.replace(' ', 'T')}+08:00`) + DAY,
    );
    state.receipts.insert({
      id: order.id,
      ownerId: demo.id,
      ...data.invoice,
      receiptUrl:
        order.receiptStatus === RECEIPT_STATUS.issued ? `/__mock/receipts/${order.id}.pdf` : null,
      createDate: order.updateDate,
      updateDate: issuedDate,
    });
  }
}
