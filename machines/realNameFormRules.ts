/**
 * The real-name form's fields, limits, types and checks (the machine is in
 * realNameFormMachine.ts).
 */
import { applicationPhoneProblem, type ApplicationErrorCode } from './onlineApplicationForm';
import { formWithPictures, type SubmissionFailure, type UploadFailure } from './formWithPictures';

/** Pictures per form (the API's limit). */
export const MAX_REAL_NAME_IMAGES = 9;

export type RealNameField = 'contactPerson' | 'phoneNum' | 'email' | 'addr' | 'postscript';

export const REAL_NAME_FIELDS: readonly RealNameField[] = [
  'contactPerson',
  'phoneNum',
  'email',
  'addr',
  'postscript',
];

/** Required besides the phone (which has its own rules) and the pictures. */
export const REQUIRED_REAL_NAME_FIELDS: readonly RealNameField[] = ['contactPerson', 'email'];

/** Field messages, translated by the screen; `imgList` 'required' asks for the licence. */
export type RealNameErrors = Partial<Record<RealNameField | 'imgList', ApplicationErrorCode>>;

export type RealNameHint = 'imageLimitReached' | 'waitForUpload';

export interface RealNameFormInput {
  /** Default MAX_REAL_NAME_IMAGES. */
  maxImages?: number;
}

export interface RealNameFormContext {
  maxImages: number;
  fields: Record<RealNameField, string>;
  imgList: string[];
  uploadingFile: Blob | null;
  errors: RealNameErrors;
  hint: RealNameHint | null;
  failure: SubmissionFailure | null;
  uploadFailure: UploadFailure | null;
}

export type RealNameFormEvent =
  | { type: 'CHANGE'; field: RealNameField; value: string }
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'REMOVE_IMAGE'; path: string }
  | { type: 'SUBMIT' };

/** `POST /cooperate/realNameAuth` body. */
export interface RealNamePayload extends Record<RealNameField, string> {
  imgList: string[];
}

export const emptyFields = Object.fromEntries(
  REAL_NAME_FIELDS.map((field) => [field, '']),
) as Record<RealNameField, string>;

export function validateRealNameForm(
  context: Pick<RealNameFormContext, 'fields' | 'imgList'>,
): RealNameErrors {
  const errors: RealNameErrors = {};
  for (const field of REQUIRED_REAL_NAME_FIELDS)
    if (context.fields[field].trim() === '') errors[field] = 'required';
  const phone = applicationPhoneProblem(context.fields.phoneNum);
  if (phone) errors.phoneNum = phone;
  if (context.imgList.length === 0) errors.imgList = 'required';
  return errors;
}

/** The picture uploads and the submission's answers, shared with the online application. */
export const realNamePictures = formWithPictures<RealNameFormContext, RealNameFormEvent>();
