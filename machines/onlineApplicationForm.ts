/**
 * The online application's form (content-and-profile §3 "Application", §5, §9): its fields,
 * choices and limits, the messages and hints the screen translates, and the validation.
 */
import { phoneProblem } from '../src/domain/contact';
import type { SubmissionFailure, UploadFailure } from './formWithPictures';

/** The phone field's check runs this long after the last keystroke. */
export const PHONE_CHECK_DELAY_MS = 100;

/** Pictures per application (the API's limit); the app may pass the contract's value as `maxImages`. */
export const MAX_APPLICATION_IMAGES = 9;

/** The programme applied for when the route names none: 1 partner certification (2 agent, 3 incubator tenant). */
export const DEFAULT_SIGN_TYPE = 1;

/** Management mode: 1 personal, 2 company. */
export const MANAGEMENT_MODE = { personal: 1, company: 2 } as const;
export type ManagementMode = (typeof MANAGEMENT_MODE)[keyof typeof MANAGEMENT_MODE];

export type CompanyType = 'limitedLiability' | 'jointStock' | 'soleProprietorship';
export const COMPANY_TYPES: readonly CompanyType[] = [
  'limitedLiability',
  'jointStock',
  'soleProprietorship',
];
export const DEFAULT_COMPANY_TYPE: CompanyType = 'limitedLiability';

/** The free-text fields of the application entity. */
export type ApplicationTextField =
  | 'applyName'
  | 'contactPerson'
  | 'phoneNum'
  | 'email'
  | 'idCardNum'
  | 'expectArea'
  | 'province'
  | 'city'
  | 'district'
  | 'addr'
  | 'website'
  | 'businessPerId'
  | 'businessPerName'
  | 'postscript';

export const APPLICATION_TEXT_FIELDS: readonly ApplicationTextField[] = [
  'applyName',
  'contactPerson',
  'phoneNum',
  'email',
  'idCardNum',
  'expectArea',
  'province',
  'city',
  'district',
  'addr',
  'website',
  'businessPerId',
  'businessPerName',
  'postscript',
];

/** Required besides the phone (which has its own rules) and the device type. */
export const REQUIRED_APPLICATION_FIELDS: readonly ApplicationTextField[] = [
  'applyName',
  'contactPerson',
  'email',
  'addr',
  'businessPerId',
];

export type ApplicationField = ApplicationTextField | 'deviceTypeId';

/** Field messages, translated by the screen (the required texts name their field). */
export type ApplicationErrorCode =
  | 'required'
  /** 'please enter a numerical value'. */
  | 'phoneNotNumeric'
  /** 'incorrect phone number format'. */
  | 'phoneFormat';

/** A hint instead of the action the user tried. */
export type ApplicationHint =
  /** Nothing can be filled in before a device type is chosen. */
  | 'chooseDeviceType'
  /** No more pictures fit in the application. */
  | 'imageLimitReached'
  /** The application is not sent while an image is still uploading. */
  | 'waitForUpload';

export interface DeviceTypeChoice {
  deviceTypeId: string;
  deviceTypeName: string;
}

/** What the route adds to the application (e.g. /contract's incubatorId as contractTypeId). */
export interface OnlineApplicationInput {
  /** 1 partner certification, 2 agent, 3 incubator tenant; default 1. */
  signType?: number;
  /** The incubator's id for an incubator application. */
  contractTypeId?: string;
  /** Default MAX_APPLICATION_IMAGES. */
  maxImages?: number;
}

export interface OnlineApplicationContext {
  signType: number;
  contractTypeId: string;
  maxImages: number;
  deviceType: DeviceTypeChoice | null;
  fields: Record<ApplicationTextField, string>;
  managementMode: ManagementMode;
  companyType: CompanyType;
  /** Uploaded image paths, in upload order; the previews. */
  imgList: string[];
  /** The file being uploaded, while one is. */
  uploadingFile: Blob | null;
  errors: Partial<Record<ApplicationField, ApplicationErrorCode>>;
  hint: ApplicationHint | null;
  failure: SubmissionFailure | null;
  uploadFailure: UploadFailure | null;
}

export type OnlineApplicationEvent =
  | ({ type: 'CHOOSE_DEVICE_TYPE' } & DeviceTypeChoice)
  | { type: 'CHANGE'; field: ApplicationTextField; value: string }
  | { type: 'SET_MANAGEMENT_MODE'; mode: ManagementMode }
  | { type: 'SET_COMPANY_TYPE'; companyType: CompanyType }
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'REMOVE_IMAGE'; path: string }
  | { type: 'SUBMIT' };

/** `POST /cooperate/applyOnlineSign` body: the application entity. */
export interface ApplicationPayload extends Record<ApplicationTextField, string> {
  signType: number;
  contractTypeId: string;
  deviceTypeId: string;
  deviceTypeName: string;
  managementMode: ManagementMode;
  companyType: CompanyType;
  imgList: string[];
}

/** Every text field empty: a new application. */
export const emptyFields = Object.fromEntries(
  APPLICATION_TEXT_FIELDS.map((field) => [field, '']),
) as Record<ApplicationTextField, string>;

/** The phone rules of §5: required, numeric, mainland mobile pattern. */
export function applicationPhoneProblem(phone: string): ApplicationErrorCode | null {
  const problem = phoneProblem(phone);
  if (!problem) return null;
  return problem === 'phoneEmpty' ? 'required' : problem;
}

export function validateApplication(
  context: Pick<OnlineApplicationContext, 'fields' | 'deviceType'>,
): OnlineApplicationContext['errors'] {
  const errors: OnlineApplicationContext['errors'] = {};
  for (const field of REQUIRED_APPLICATION_FIELDS)
    if (context.fields[field].trim() === '') errors[field] = 'required';
  const phone = applicationPhoneProblem(context.fields.phoneNum);
  if (phone) errors.phoneNum = phone;
  if (!context.deviceType) errors.deviceTypeId = 'required';
  return errors;
}
