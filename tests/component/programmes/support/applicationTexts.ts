/** The application form's texts a model-based test reads, in both languages. */
import type { Locale } from '../../../../src/i18n/locales';
import { LABELS } from './applicationForm';

interface MoreTexts {
  pictures: string;
  picture: RegExp;
  removePicture: (position: number) => string;
  uploading: string;
  count: (count: number, max: number) => string;
  personal: string;
  company: string;
  companyType: { jointStock: string; limitedLiability: string };
  submitting: string;
  notLoggedIn: string;
  stayHere: string;
  submitted: string;
}

const more: Record<Locale, MoreTexts> = {
  zh: {
    pictures: '营业执照及其他图片',
    picture: /^图片 \d+$/,
    removePicture: (position) => `移除图片 ${position}`,
    uploading: '正在上传…',
    count: (count, max) => `已上传 ${count} / ${max} 张图片`,
    personal: '个人',
    company: '公司',
    companyType: { jointStock: '股份有限公司', limitedLiability: '有限责任公司' },
    submitting: '正在提交…',
    notLoggedIn: '您尚未登录',
    stayHere: '留在本页',
    submitted: '申请提交成功',
  },
  en: {
    pictures: 'Business licence and other pictures',
    picture: /^Picture \d+$/,
    removePicture: (position) => `Remove picture ${position}`,
    uploading: 'Uploading…',
    count: (count, max) => `${count} of ${max} pictures`,
    personal: 'Personal',
    company: 'Company',
    companyType: {
      jointStock: 'Joint-stock company',
      limitedLiability: 'Limited liability company',
    },
    submitting: 'Submitting…',
    notLoggedIn: 'You are not logged in',
    stayHere: 'Stay here',
    submitted: 'Application submitted successfully',
  },
};

function textsFor(locale: Locale) {
  const labels: Record<keyof (typeof LABELS)['zh'], string> = LABELS[locale];
  return {
    ...labels,
    ...more[locale],
    /** The text fields by the machine's field names. */
    label: {
      applyName: labels.applyName,
      contactPerson: labels.contactPerson,
      phoneNum: labels.phone,
      email: labels.email,
      addr: labels.addr,
    },
  };
}

export type ApplicationTexts = ReturnType<typeof textsFor>;
export const applicationTexts: Record<Locale, ApplicationTexts> = {
  zh: textsFor('zh'),
  en: textsFor('en'),
};
