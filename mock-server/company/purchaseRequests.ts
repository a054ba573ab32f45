/**
 * Bulk order requests (/sendDd): checked line by line against the shop's catalogue, stored, and
 * answered with the request number and the business manager who will send the quotation.
 */
import type { Application } from 'express';
import { randomInt } from 'node:crypto';
import {
  submitPurchaseRequest,
  type PurchaseRequestForm,
} from '../../src/api/contract/company/purchaseRequest';
import { DELIVERY_DATE, MAX_REQUEST_QUANTITY } from '../../src/domain/purchaseRequest';
import type { Locale } from '../../src/i18n/locales';
import { baseId, idForLocale } from '../../src/i18n/localeIds';
import { companyFixtures } from '../../fixtures/company';
import { chinaDateTime } from '../../fixtures/company/common';
import { shopCatalogue } from '../../fixtures/shop';
import type { MockContext } from '../http/context';
import { MockError } from '../http/errors';
import { serve } from '../http/serve';
import { checkEmail, checkPhone, filled, required } from './formRules';
import { ok } from './lists';
import { PURCHASE_REQUESTS, type PurchaseRequestRecord } from './records';

const MESSAGES = {
  noLines: { zh: '请至少选择一种商品', en: 'Please choose at least one product' },
  unknownProduct: {
    zh: '商品不存在，请重新选择',
    en: 'Unknown product; please choose again',
  },
  duplicateProduct: {
    zh: '同一商品请只填写一行',
    en: 'Please list each product once',
  },
  quantity: {
    zh: `数量应为 1 到 ${MAX_REQUEST_QUANTITY} 之间的整数`,
    en: `A quantity is a whole number from 1 to ${MAX_REQUEST_QUANTITY}`,
  },
  companyName: { zh: '请输入公司名称', en: 'Please enter the company name' },
  deliveryDate: {
    zh: '期望交付日期格式不正确或早于今天',
    en: 'The delivery date is not a date, or is before today',
  },
  office: { zh: '请选择对接的办事处', en: 'Please choose the office to answer you' },
  unknownOffice: {
    zh: '办事处不存在，请重新选择',
    en: 'Unknown office; please choose again',
  },
} satisfies Record<string, Record<Locale, string>>;

const refuse = (message: keyof typeof MESSAGES, language: Locale) =>
  new MockError(200, MESSAGES[message][language]);

/** `RQ`, the date and 6 random digits: short enough to read out on the phone. */
const requestNumber = (now: Date) =>
  `RQ${chinaDateTime(now).slice(0, 10).replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;

export function registerPurchaseRequestRoutes(app: Application, ctx: MockContext): void {
  const { businessOffices } = companyFixtures(ctx.options.seed);
  const catalogue = shopCatalogue(ctx.options.seed);
  const requests = ctx.store.collection<PurchaseRequestRecord>(PURCHASE_REQUESTS);

  /** The lines with the products named in the request's language. */
  function checkLines(lines: PurchaseRequestForm['lines'], language: Locale) {
    if (lines.length === 0) throw refuse('noLines', language);
    const seen = new Set<string>();
    return lines.map(({ productId, quantity }) => {
      const id = idForLocale(baseId(productId.trim()), language);
      const product = catalogue.productById.get(id);
      if (!product) throw refuse('unknownProduct', language);
      if (seen.has(id)) throw refuse('duplicateProduct', language);
      seen.add(id);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REQUEST_QUANTITY)
        throw refuse('quantity', language);
      return { productId: id, productName: product.productName, quantity };
    });
  }

  /** Empty, or a `YYYY-MM-DD` of today or later (China time, as the dates of the backend). */
  function checkDate(date: string, language: Locale, today: string) {
    if (date === '') return date;
    // A real day: 2099-02-30 does not come back the same from a Date.
    const time = DELIVERY_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
    const valid = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
    if (!valid || date < today) throw refuse('deliveryDate', language);
    return date;
  }

  serve(app, ctx, submitPurchaseRequest, ({ query, body, maybeUser }) => {
    const { language } = query;
    const now = new Date(ctx.now());
    const lines = checkLines(body.lines, language);
    const companyName = filled(body.companyName);
    if (!companyName) throw refuse('companyName', language);
    const contactPerson = required(filled(body.contactPerson), 'contactPerson', language);
    const phoneNum = filled(body.phoneNum);
    checkPhone(phoneNum, language);
    const email = filled(body.email);
    checkEmail(email, language);
    const deliveryDate = checkDate(
      filled(body.deliveryDate),
      language,
      chinaDateTime(now).slice(0, 10),
    );
    const wanted = filled(body.businessPerId);
    if (!wanted) throw refuse('office', language);
    const office = businessOffices[language].find(
      (candidate) => baseId(candidate.businessPerId) === baseId(wanted),
    );
    if (!office) throw refuse('unknownOffice', language);
    const record = requests.insert({
      id: requestNumber(now),
      userId: maybeUser()?.id ?? null,
      lines,
      businessPerId: baseId(office.businessPerId),
      companyName,
      contactPerson,
      phoneNum,
      email,
      deliveryCity: filled(body.deliveryCity),
      deliveryDate,
      postscript: filled(body.postscript),
      createDate: chinaDateTime(now),
    });
    return ok({
      requestNo: record.id,
      createDate: record.createDate,
      lines,
      office: {
        title: office.title,
        contacts: office.contacts,
        mobile: office.mobile,
        email: office.email,
      },
    });
  });
}
