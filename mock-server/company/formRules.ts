/**
 * The form rules of spec §5, answered as code 0 with a message in the
 * request's language (the forms show the server's message as it is).
 */
import { ID_CARD_NUMBER } from '../../src/domain/account';
import { emailProblem, phoneProblem } from '../../src/domain/contact';
import type { Locale } from '../../src/i18n/locales';
import { MockError } from '../http/errors';

export const FORM_MESSAGES = {
  notLoggedIn: { zh: '您尚未登录，请先登录', en: 'You are not logged in; please log in first' },
  chooseDeviceType: { zh: '请先选择设备类型', en: 'Please choose a device type first' },
  unknownDeviceType: {
    zh: '设备类型不存在，请重新选择',
    en: 'Unknown device type; please choose again',
  },
  applyName: { zh: '请输入申请单位或个人名称', en: 'Please enter the applicant name' },
  contactPerson: { zh: '请输入联系人', en: 'Please enter the contact person' },
  name: { zh: '请输入姓名', en: 'Please enter your name' },
  phoneEmpty: { zh: '请输入手机号码', en: 'Please enter your phone number' },
  phoneNotNumeric: { zh: '请输入数值', en: 'Please enter a numerical value' },
  phoneFormat: { zh: '手机号码格式不正确', en: 'Incorrect phone number format' },
  emailEmpty: { zh: '请输入邮箱', en: 'Please enter your e-mail address' },
  emailFormat: { zh: '邮箱格式不正确', en: 'Incorrect e-mail address format' },
  addr: { zh: '请输入详细地址', en: 'Please enter the address' },
  businessPer: { zh: '请选择商务对接人', en: 'Please choose your business contact' },
  unknownBusinessPer: {
    zh: '商务对接人不存在，请重新选择',
    en: 'Unknown business contact; please choose again',
  },
  signType: { zh: '申请类型不正确', en: 'Unknown application type' },
  incubator: { zh: '请选择要入驻的孵化器', en: 'Please choose an incubator' },
  unknownIncubator: { zh: '孵化器不存在', en: 'Unknown incubator' },
  incubatorFull: {
    zh: '该孵化器工位已满，暂不接受申请',
    en: 'This incubator is full and takes no applications',
  },
  managementMode: {
    zh: '经营模式只能是个人（1）或公司（2）',
    en: 'The management mode must be personal (1) or company (2)',
  },
  companyType: {
    zh: '企业类型只能是有限责任公司、股份有限公司或个人独资企业',
    en: 'The company type must be a limited liability company, a joint-stock company or a sole proprietorship',
  },
  idCard: { zh: '身份证号码格式不正确', en: 'Incorrect ID card number' },
  images: {
    zh: '图片无效或不是您上传的，请重新上传',
    en: 'A picture is invalid or was not uploaded by you; please upload it again',
  },
  licence: { zh: '请上传营业执照', en: 'Please upload your business licence' },
  duplicate: {
    zh: '您已提交过该申请，请耐心等待审核',
    en: 'You have already applied; your application is under review',
  },
  applied: { zh: '申请提交成功', en: 'Application submitted successfully' },
  realNameSubmitted: { zh: '提交成功，请等待审核', en: 'Submitted; we will review it shortly' },
} satisfies Record<string, Record<Locale, string>>;

export type FormMessage = keyof typeof FORM_MESSAGES;

/** A broken rule: code 0 and its message, HTTP 200 as the backend answers business failures. */
export const broken = (message: FormMessage, language: Locale) =>
  new MockError(200, FORM_MESSAGES[message][language]);

/** Trimmed text; '' for absent. */
export const filled = (value: string | null | undefined) => (value ?? '').trim();

export function checkPhone(phone: string, language: Locale): void {
  const problem = phoneProblem(phone);
  if (problem) throw broken(problem, language);
}

export function checkEmail(email: string, language: Locale): void {
  const problem = emailProblem(email);
  if (problem) throw broken(problem, language);
}

export function checkIdCard(idCardNum: string, language: Locale): void {
  if (idCardNum && !ID_CARD_NUMBER.test(idCardNum)) throw broken('idCard', language);
}

export function required(value: string, message: FormMessage, language: Locale): string {
  if (!value) throw broken(message, language);
  return value;
}
