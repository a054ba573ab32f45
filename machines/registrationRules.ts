/** The registration form's rules (spec shop-and-shell §5 "Registration"), field by field. */
import { assertEvent } from 'xstate';
import { usernameProblem } from '../src/domain/account';
import { DEFAULT_AREA_CODE, emailProblem, phoneProblem } from '../src/domain/contact';
import type {
  CheckedField,
  RegistrationContext,
  RegistrationError,
  RegistrationErrors,
  RegistrationEvent,
  RegistrationField,
  RegistrationValues,
} from './registrationTypes';

/** Spec §7: register code 1 means success. */
export const REGISTER_SUCCESS_CODE = 1;

/** A blank form. */
export const EMPTY_VALUES: RegistrationValues = {
  areaCode: DEFAULT_AREA_CODE,
  phone: '',
  code: '',
  username: '',
  password: '',
  confirm: '',
  company: '',
  nickname: '',
  email: '',
  agree: false,
};

/** Spec §5 "Registration", field by field; company and nickname are optional. */
export function registrationFieldError(
  field: RegistrationField | 'agree',
  values: RegistrationValues,
  availability: RegistrationContext['availability'] = {},
): RegistrationError | undefined {
  switch (field) {
    case 'phone':
      return (
        phoneProblem(values.phone, values.areaCode) ??
        (availability.phone === 'used' ? 'phoneUsed' : undefined)
      );
    case 'code':
      return values.code.trim() === '' ? 'codeEmpty' : undefined;
    case 'username': {
      return (
        usernameProblem(values.username) ??
        (availability.username === 'used' ? 'usernameUsed' : undefined)
      );
    }
    case 'password':
      return values.password === '' ? 'passwordEmpty' : undefined;
    case 'confirm':
      if (values.confirm === '') return 'confirmEmpty';
      return values.confirm !== values.password ? 'passwordsDiffer' : undefined;
    case 'email':
      // Optional; when given it must look like an email and not be used.
      if (values.email.trim() === '') return undefined;
      if (emailProblem(values.email)) return 'emailFormat';
      return availability.email === 'used' ? 'emailUsed' : undefined;
    case 'agree':
      return values.agree ? undefined : 'notAgreed';
    case 'company':
    case 'nickname':
      return undefined;
  }
}

const ALL_FIELDS = [
  'phone',
  'code',
  'username',
  'password',
  'confirm',
  'company',
  'nickname',
  'email',
  'agree',
] as const;

export function registrationErrors(context: RegistrationContext): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of ALL_FIELDS) {
    const error = registrationFieldError(field, context.values, context.availability);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * A field is checked with the server on each blur once it passes the local rules (as a form
 * validator would); the last answer stays shown until the new one arrives.
 */
export function isCheckable(
  context: RegistrationContext,
  event: RegistrationEvent,
  field: CheckedField,
) {
  assertEvent(event, 'BLUR');
  if (event.field !== field) return false;
  const value = context.values[field].trim();
  return value !== '' && registrationFieldError(field, context.values) === undefined;
}

export function changes(event: RegistrationEvent, field: CheckedField) {
  assertEvent(event, 'CHANGE');
  return event.field === field;
}

/** The record without its undefined entries (a field without a message has no key). */
export function compact<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

export const isCheckedField = (field: RegistrationField): field is CheckedField =>
  field === 'phone' || field === 'username' || field === 'email';

/** Recomputes the messages of `fields` (a field without a message has no key). */
export function revalidate(
  errors: RegistrationErrors,
  fields: readonly (RegistrationField | 'agree')[],
  context: RegistrationContext,
): RegistrationErrors {
  const next: RegistrationErrors = { ...errors };
  for (const field of fields)
    next[field] = registrationFieldError(field, context.values, context.availability);
  return compact(next);
}

/** The server's answer about `field`: remembered, and its message updated if shown. */
export function withAvailability(context: RegistrationContext, field: CheckedField, used: boolean) {
  const availability = { ...context.availability, [field]: used ? 'used' : 'available' };
  const errors = revalidate(context.errors, [field], { ...context, availability });
  return { availability, errors };
}
