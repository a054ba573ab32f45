/** The online application's rules (spec §5): what is required, what must exist, what is defaulted. */
import {
  companyTypes,
  managementModes,
  signTypes,
  type ApplicationForm,
} from '../../src/api/contract/company/programmes';
import type { Locale } from '../../src/i18n/locales';
import type { CompanyFixtures } from '../../fixtures/company';
import { findByBaseId } from './lists';
import { broken, checkEmail, checkIdCard, checkPhone, filled, required } from './formRules';
import type { ApplicationRecord } from './records';
import { baseId } from '../../src/i18n/localeIds';

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

export type CheckedApplication = Omit<
  ApplicationRecord,
  'id' | 'userId' | 'imgList' | 'status' | 'createDate'
>;

type References = Pick<CompanyFixtures, 'deviceTypes' | 'businessOffices' | 'incubators'>;

/** The incubator's base id for an incubator application, '' otherwise. */
function incubatorOf(form: ApplicationForm, signType: number, refs: References, language: Locale) {
  if (signType !== 3) return filled(form.contractTypeId);
  const id = filled(form.contractTypeId);
  if (!id) throw broken('incubator', language);
  const incubator = findByBaseId(refs.incubators[language], id);
  if (!incubator) throw broken('unknownIncubator', language);
  if (incubator.status !== 1) throw broken('incubatorFull', language);
  return baseId(incubator.id);
}

/** The form as it is stored, or the first broken rule, in the form's order. */
export function checkApplication(
  form: ApplicationForm,
  refs: References,
  language: Locale,
): CheckedApplication {
  const signType = form.signType ?? 1;
  if (!isOneOf(signTypes, signType)) throw broken('signType', language);
  // The form asks for the device type before anything else.
  const deviceTypeId = filled(form.deviceTypeId);
  if (!deviceTypeId) throw broken('chooseDeviceType', language);
  const deviceType = findByBaseId(refs.deviceTypes[language], deviceTypeId);
  if (!deviceType) throw broken('unknownDeviceType', language);

  const applyName = required(filled(form.applyName), 'applyName', language);
  const contactPerson = required(filled(form.contactPerson), 'contactPerson', language);
  const phoneNum = filled(form.phoneNum);
  checkPhone(phoneNum, language);
  const email = filled(form.email);
  checkEmail(email, language);
  const addr = required(filled(form.addr), 'addr', language);
  const businessPerId = required(filled(form.businessPerId), 'businessPer', language);
  const office = refs.businessOffices[language].find(
    (candidate) => baseId(candidate.businessPerId) === baseId(businessPerId),
  );
  if (!office) throw broken('unknownBusinessPer', language);

  const managementMode = form.managementMode ?? 2;
  if (!isOneOf(managementModes, managementMode)) throw broken('managementMode', language);
  const companyType = filled(form.companyType) || companyTypes[0];
  if (!isOneOf(companyTypes, companyType)) throw broken('companyType', language);
  const idCardNum = filled(form.idCardNum);
  checkIdCard(idCardNum, language);

  return {
    signType,
    contractTypeId: incubatorOf(form, signType, refs, language),
    deviceTypeId: baseId(deviceType.id),
    deviceTypeName: deviceType.typeName,
    applyName,
    contactPerson,
    phoneNum,
    email,
    managementMode,
    idCardNum,
    companyType,
    expectArea: filled(form.expectArea),
    province: filled(form.province),
    city: filled(form.city),
    district: filled(form.district),
    addr,
    website: filled(form.website),
    businessPerId: baseId(office.businessPerId),
    businessPerName: office.contacts,
    postscript: filled(form.postscript),
  };
}
