/** Phone numbers and e-mail addresses as the forms check them (shop-and-shell §5). */
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  emailProblem,
  isEmail,
  isMainlandMobile,
  phoneProblem,
} from '../../../src/domain/contact';

describe('phones', () => {
  it.each([
    ['', 'phoneEmpty'],
    ['   ', 'phoneEmpty'],
    ['138-0013-8000', 'phoneNotNumeric'],
    ['12800138000', 'phoneFormat'],
    ['1380013800', 'phoneFormat'],
    [' 13800138000 ', undefined],
  ])('%j: %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
    expect(isMainlandMobile(phone)).toBe(problem === undefined);
  });
});

describe('e-mail addresses', () => {
  const local = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it.each([
    ['', 'emailEmpty'],
    ['  ', 'emailEmpty'],
    ['lin@example', 'emailFormat'],
    ['lin@@example.com', 'emailFormat'],
    ['lin@example..com', 'emailFormat'],
    [' lin@example.com ', undefined],
    [local(EMAIL_MAX_LENGTH), undefined],
    [local(EMAIL_MAX_LENGTH + 1), 'emailFormat'],
  ])('%j: %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
    expect(isEmail(email)).toBe(problem === undefined);
  });
});
