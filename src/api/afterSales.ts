/** After-sales: refund requests, the return shipment of an exchange, logistics trails. */
import * as z from 'zod/mini';
import type { Locale } from '../i18n/locales';
import { callEndpoint } from './callEndpoint';
import { shopEnvelope } from './contract/endpoint';
import {
  logisticsEntry,
  returnPay,
  wlForm,
  wuliuFormGet,
  type LogisticsEntry,
} from './contract/shop/afterSales/afterSales';
import { order } from './contract/shop/orders';
import { orRefusal, shopData, shopToken } from './orders';

export type { LogisticsEntry } from './contract/shop/afterSales/afterSales';

/** Requests a refund of the order. */
export async function requestRefund(orderId: string): Promise<void> {
  const answer = await callEndpoint(orRefusal(returnPay, shopEnvelope(order)), {
    orderId,
    eshoppingtoken: shopToken(),
  });
  shopData(answer, returnPay.path);
}

export interface ReturnShipment {
  orderId: string;
  trackingNumber: string;
  company: string;
}

/** Records the return shipment of an exchange; anything but statuscode 1 rejects. */
export async function submitReturnShipment(input: ReturnShipment): Promise<void> {
  const answer = await callEndpoint(orRefusal(wlForm, shopEnvelope(order)), {
    orderId: input.orderId,
    WLid: input.trackingNumber,
    WLcompany: input.company,
    eshoppingtoken: shopToken(),
  });
  shopData(answer, wlForm.path);
}

/** The trail of a shipment, oldest first. */
export async function fetchTrail(
  trackingNumber: string,
  language: Locale,
): Promise<LogisticsEntry[]> {
  const answer = await callEndpoint(
    orRefusal(wuliuFormGet, shopEnvelope(z.array(logisticsEntry))),
    { LogisticsOrderNo: trackingNumber, eshoppingtoken: shopToken(), language },
  );
  return shopData<LogisticsEntry[]>(answer, wuliuFormGet.path);
}
