/** The online application and the real-name form: login, ownership of pictures, storage. */
import type { Application } from 'express';
import { randomBytes } from 'node:crypto';
import { applyOnlineSign, realNameAuth } from '../../src/api/contract/company/programmes';
import type { Locale } from '../../src/i18n/locales';
import { companyFixtures } from '../../fixtures/company';
import { chinaDateTime } from '../../fixtures/company/common';
import type { MockContext } from '../http/context';
import { MockError, NOT_LOGGED_IN } from '../http/errors';
import { serve } from '../http/serve';
import type { UserRecord } from '../state/records';
import { checkApplication } from './applicationForm';
import { broken, checkEmail, checkPhone, filled, FORM_MESSAGES, required } from './formRules';
import {
  APPLICATIONS,
  REAL_NAME_FORMS,
  UPLOADS,
  UPLOADS_PATH,
  type ApplicationRecord,
  type RealNameRecord,
  type UploadRecord,
} from './records';

/** Code 2 in the form's language: these calls are public so the form gets this answer, not a 400. */
function caller(maybeUser: () => UserRecord | undefined, language: Locale) {
  const user = maybeUser();
  if (!user) throw new MockError(200, FORM_MESSAGES.notLoggedIn[language], NOT_LOGGED_IN);
  return user;
}

export function registerApplicationRoutes(app: Application, ctx: MockContext): void {
  const refs = companyFixtures(ctx.options.seed);
  const uploads = ctx.store.collection<UploadRecord>(UPLOADS);
  const applications = ctx.store.collection<ApplicationRecord>(APPLICATIONS);
  const realNames = ctx.store.collection<RealNameRecord>(REAL_NAME_FORMS);

  /** The distinct paths, if every one is a picture this user uploaded. */
  function ownPictures(
    paths: readonly string[] | null | undefined,
    userId: string,
    language: Locale,
  ) {
    const list = [...new Set((paths ?? []).map((path) => path.trim()))];
    for (const path of list) {
      const id = path.startsWith(`${UPLOADS_PATH}/`) ? path.slice(UPLOADS_PATH.length + 1) : '';
      if (uploads.get(id)?.userId !== userId) throw broken('images', language);
    }
    return list;
  }

  const receipt = (record: { id: string; createDate: string }) => ({
    id: record.id,
    status: 'pending' as const,
    createDate: record.createDate,
  });

  serve(app, ctx, applyOnlineSign, (call) => {
    const { language } = call.query;
    const user = caller(call.maybeUser, language);
    const form = checkApplication(call.body, refs, language);
    const imgList = ownPictures(call.body.imgList, user.id, language);
    // Applications stay pending (reviews are not part of the product): one per programme.
    const pending = applications.find(
      (record) =>
        record.userId === user.id &&
        record.signType === form.signType &&
        (form.signType !== 3 || record.contractTypeId === form.contractTypeId),
    );
    if (pending) throw broken('duplicate', language);
    const record = applications.insert({
      id: `ap-${randomBytes(8).toString('hex')}`,
      userId: user.id,
      ...form,
      imgList,
      status: 'pending',
      createDate: chinaDateTime(new Date(ctx.now())),
    });
    return { code: 1, msg: FORM_MESSAGES.applied[language], data: receipt(record) };
  });

  serve(app, ctx, realNameAuth, (call) => {
    const { language } = call.query;
    const { body } = call;
    const user = caller(call.maybeUser, language);
    const contactPerson = required(filled(body.contactPerson), 'name', language);
    const phoneNum = filled(body.phoneNum);
    checkPhone(phoneNum, language);
    const email = filled(body.email);
    checkEmail(email, language);
    const imgList = ownPictures(body.imgList, user.id, language);
    if (imgList.length === 0) throw broken('licence', language);
    // One form per user: a new submission replaces the pending one.
    realNames
      .filter((record) => record.userId === user.id)
      .forEach((old) => realNames.remove(old.id));
    const record = realNames.insert({
      id: `rn-${randomBytes(8).toString('hex')}`,
      userId: user.id,
      contactPerson,
      phoneNum,
      email,
      addr: filled(body.addr),
      postscript: filled(body.postscript),
      imgList,
      status: 'pending',
      createDate: chinaDateTime(new Date(ctx.now())),
    });
    return { code: 1, msg: FORM_MESSAGES.realNameSubmitted[language], data: receipt(record) };
  });
}
