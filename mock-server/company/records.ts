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
