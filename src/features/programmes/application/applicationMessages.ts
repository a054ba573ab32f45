/** The texts of the application form's codes (content-and-profile §5, §8). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ApplicationErrorCode,
  ApplicationField,
  ApplicationHint,
} from '../../../../machines/onlineApplicationForm';
import type { SubmissionFailure, UploadFailure } from '../../../../machines/formWithPictures';

const requiredMessages: Partial<Record<ApplicationField, MessageDescriptor>> = {
  deviceTypeId: msg`Please choose a device type first`,
  applyName: msg`Please enter the applicant name`,
  contactPerson: msg`Please enter the contact person`,
  phoneNum: msg`Please enter your phone number`,
  email: msg`Please enter your e-mail address`,
  addr: msg`Please enter the address`,
  businessPerId: msg`Please choose your business contact`,
};

const phoneMessages: Record<Exclude<ApplicationErrorCode, 'required'>, MessageDescriptor> = {
  phoneNotNumeric: msg`Please enter a numerical value`,
  phoneFormat: msg`Incorrect phone number format`,
};

const fallbackRequired = msg`This field is required`;

export function fieldMessage(
  i18n: I18n,
  field: ApplicationField,
  code: ApplicationErrorCode | undefined,
): string | undefined {
  if (!code) return undefined;
  if (code === 'required') return i18n._(requiredMessages[field] ?? fallbackRequired);
  return i18n._(phoneMessages[code]);
}

export function hintMessage(i18n: I18n, hint: ApplicationHint | null, max: number) {
  switch (hint) {
    case 'chooseDeviceType':
      return i18n._(msg`Please choose a device type first`);
    case 'imageLimitReached':
      return i18n._(msg`You can upload at most ${max} pictures`);
    case 'waitForUpload':
      return i18n._(msg`Please wait until the picture has been uploaded`);
    default:
      return undefined;
  }
}

export function failureMessage(i18n: I18n, failure: SubmissionFailure | null) {
  switch (failure?.code) {
    case 'server':
      return failure.message;
    case 'unknown':
      return i18n._(msg`Unknown error`);
    case 'notLoggedIn':
      return i18n._(msg`You are not logged in`);
    case 'network':
      return i18n._(msg`Network error: the server could not be reached.`);
    default:
      return undefined;
  }
}

export function uploadFailureMessage(i18n: I18n, failure: UploadFailure | null) {
  if (!failure) return undefined;
  return failure.code === 'server' ? failure.message : i18n._(msg`Upload failed`);
}
