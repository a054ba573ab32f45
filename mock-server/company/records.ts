/** The company domain's private, per-user collections. */
import type {
  ApplicationForm,
  CompanyType,
  RealNameForm,
  SignType,
} from '../../src/api/contract/company/programmes';
import type { StoredRecord } from '../state/store';

export const UPLOADS = 'companyUploads';
export const APPLICATIONS = 'companyApplications';
export const REAL_NAME_FORMS = 'companyRealNameForms';
export const PURCHASE_REQUESTS = 'companyPurchaseRequests';

/** Where uploaded pictures are served. */
export const UPLOADS_PATH = '/mock-assets/uploads';

/** An uploaded picture; the id (random, with the extension) is its path's last segment. */
export interface UploadRecord extends StoredRecord {
  userId: string;
  fileName: string;
  contentType: string;
  size: number;
  base64: string;
  createDate: string;
}

type Submitted<T> = { [K in keyof T]-?: Exclude<T[K], null | undefined> };

export interface ApplicationRecord
  extends
    StoredRecord,
    Omit<Submitted<ApplicationForm>, 'signType' | 'managementMode' | 'companyType'> {
  userId: string;
  signType: SignType;
  managementMode: 1 | 2;
  companyType: CompanyType;
  status: 'pending';
  createDate: string;
}

export interface RealNameRecord extends StoredRecord, Submitted<RealNameForm> {
  userId: string;
  status: 'pending';
  createDate: string;
}

/** A bulk order request (/sendDd), by its request number; a visitor's has no user. */
export interface PurchaseRequestRecord extends StoredRecord {
  userId: string | null;
  lines: { productId: string; productName: string; quantity: number }[];
  businessPerId: string;
  companyName: string;
  contactPerson: string;
  phoneNum: string;
  email: string;
  deliveryCity: string;
  deliveryDate: string;
  postscript: string;
  createDate: string;
}
