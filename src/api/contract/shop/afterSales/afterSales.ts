/** After-sales: refund requests, the return shipment of an exchange, and logistics trails. */
import * as z from 'zod/mini';
import { TRACKING_NUMBER } from '../../../../domain/orders';
import { defineEndpoint, noBody, shopEnvelope } from '../../endpoint';
import {
  CATALOGUE_API,
  formText,
  orderNumber,
  shopDateTime,
  shopLanguage,
  shopToken,
} from '../common';
import { order } from '../orders';

export const logisticsEntry = z.object({
  AcceptTime: shopDateTime,
  AcceptStation: z.string(),
});
export type LogisticsEntry = z.infer<typeof logisticsEntry>;

export const returnPay = defineEndpoint({
  name: 'returnPay',
  summary:
    "Requests a refund of the caller's order while it is not shipped, shipped or completed (0, 1, 2 → 3). Statuscode 1 success; `data` is the order.",
  method: 'POST',
  path: `${CATALOGUE_API}/returnPay`,
  query: z.object({ orderId: orderNumber, eshoppingtoken: shopToken }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(order),
  auth: 'user',
  usedBy: ['/buyTab'],
});

export const wlForm = defineEndpoint({
  name: 'WlForm',
  summary:
    "Records the return shipment of an exchange of the caller's shipped or completed order (1, 2 → 4; again on 4 to correct it). Statuscode 1 success; `data` is the order.",
  method: 'POST',
  path: `${CATALOGUE_API}/WlForm`,
  query: z.object({
    orderId: orderNumber,
    /** The tracking number. */
    WLid: z.string().check(z.trim(), z.regex(TRACKING_NUMBER)),
    /** The carrier. */
    WLcompany: formText(40),
    eshoppingtoken: shopToken,
  }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(order),
  auth: 'user',
  usedBy: ['/buyTab'],
});

export const wuliuFormGet = defineEndpoint({
  name: 'wuliuformget',
  summary:
    "The trail, oldest first, of a shipment of one of the caller's orders (its delivery or its exchange return).",
  method: 'POST',
  path: `${CATALOGUE_API}/wuliuformget`,
  query: z.object({
    LogisticsOrderNo: z.string().check(z.trim(), z.regex(TRACKING_NUMBER)),
    eshoppingtoken: shopToken,
    language: shopLanguage,
  }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(logisticsEntry)),
  auth: 'user',
  usedBy: ['/buyTab'],
});
