// @vitest-environment jsdom
/**
 * The client and the mock judge every value the same way (src/domain/): one table of inputs goes
 * through the client's own validation and, as the client sends it, to the mock; a value the form
 * lets through must not be refused by the server for that rule, and a value the server refuses
 * must not get past the form. The registration goes through the app's own API function.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrationFieldError } from '../../machines/registrationRules';
import type { RegistrationValues } from '../../machines/registrationTypes';
import { registerUser } from '../../src/api/account/registration';
import { wlForm } from '../../src/api/contract/shop/afterSales/afterSales';
import { createReceipt } from '../../src/api/contract/shop/afterSales/receipts';
import { isTaxId, isTrackingNumber, normaliseTaxId } from '../../src/domain/orders';
import type { AreaCode } from '../../src/domain/contact';
import { storage } from '../../src/lib/storage';
import { messageText, type MessageKey } from '../../mock-server/account/messages';
import { apiTarget } from '../support/apiTarget';
import { freshPhone, freshUsername } from './account/support';
import { startMock, type MockServer } from './support/mockServer';

vi.mock('../../src/api/client', () => import('../support/clientToTarget'));

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
  apiTarget.url = mock.url;
  storage.locale.set('en');
});
afterAll(() => mock.close());

const PHONES = [
  '13800138000',
  ' 13912345678 ',
  '19912345678',
  '',
  '   ',
  '12800138000',
  '10000000000',
  '1380013800',
  '138001380001',
  '1380013800a',
  '+8613800138000',
  '138 0013 8000',
];
/** Singapore's numbers (+65): 8 digits from 8 or 9; a mainland number is not one of them. */
const SINGAPORE_PHONES = [
  '91234567',
  '81234567',
  ' 98765432 ',
  '71234567',
  '61234567',
  '9123456',
  '912345678',
  '13800138000',
  '9123 4567',
  '+6591234567',
];
const USERNAMES = [
  'alice_01',
  'a',
  'A.B-c',
  '',
  '   ',
  'alice 01',
  ' alice',
  'alice\t',
  '张三',
  'alice王',
];
const EMAILS = [
  '',
  'a@b.cn',
  'user@host.co.uk',
  ' Mixed@Example.COM ',
  'a@b..c',
  'a@.b',
  'a@b.c.',
  'a@b',
  '@b.c',
  'a b@c.d',
  'a@b@c.d',
  'user',
];

/** The mock's refusals that mean "this field breaks its rule". */
const REFUSED_FOR: Record<'phone' | 'username' | 'email', MessageKey[]> = {
  phone: ['phoneFormat'],
  username: ['usernameEmpty', 'usernameChinese', 'usernameBlank'],
  email: ['emailFormat'],
};

type Field = keyof typeof REFUSED_FOR;

function registration(field: Field, value: string, areaCode: AreaCode = '86'): RegistrationValues {
  const password = 'Secret-123';
  return {
    areaCode,
    phone: freshPhone(),
    code: '000000',
    username: freshUsername(),
    password,
    confirm: password,
    company: '',
    nickname: '',
    email: '',
    agree: true,
    [field]: value,
  };
}

/** The registration form's verdict on the field (the machine's rules, as the screen shows them). */
const formAccepts = (field: Field, values: RegistrationValues) =>
  registrationFieldError(field, values) === undefined;

/** What the machine hands the app's register call: every field without its surrounding spaces. */
const sent = (values: RegistrationValues): RegistrationValues =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as RegistrationValues;

/** The mock's verdict on what the app sends for that form (the code is wrong on purpose). */
async function mockAccepts(field: Field, values: RegistrationValues): Promise<boolean> {
  const answer = await registerUser(sent(values)).catch((error: unknown) => ({ error }));
  if ('error' in answer) return false;
  const refusals = REFUSED_FOR[field].map((key) => messageText(key, 'en'));
  return !refusals.includes(answer.msg ?? '');
}

describe('registration: the form and the mock agree on every value', () => {
  it.each([
    ...PHONES.map((value) => ['phone', value, '86'] as const),
    ...SINGAPORE_PHONES.map((value) => ['phone', value, '65'] as const),
    ...USERNAMES.map((value) => ['username', value, '86'] as const),
    ...EMAILS.map((value) => ['email', value, '86'] as const),
  ])('%s %j (+%s)', async (field, value, areaCode) => {
    const values = registration(field, value, areaCode);
    expect(await mockAccepts(field, values)).toBe(formAccepts(field, values));
  });

  it('a form the mock refuses for none of these rules reaches the code check', async () => {
    const answer = await registerUser(registration('username', 'alice_02'));
    expect(answer.code).toBe(0);
    expect([messageText('codeWrong', 'en'), messageText('codeExpired', 'en')]).toContain(
      answer.msg,
    );
  });
});

/** An order number of the right shape; nobody owns it, and the checks come before that. */
const ORDER_ID = '202401010000000001';

/** Whether the mock's schema took the value (the call may still fail later: nobody is logged in). */
const passesSchema = (answer: { status: number; text: string }, field: string) =>
  !(answer.status === 400 && answer.text.includes(field));

describe('invoices and return shipments: the dialogs and the mock agree', () => {
  it.each([
    '91110000600037341L',
    ' 91110000600037341l ',
    '110108123456789',
    '12345678901234567890',
    '',
    '11010812345678',
    '123456789012345678901',
    '9111000060003734-L',
    '９１１１０００',
  ])('tax ID %j', async (taxId) => {
    const answer = await mock.call(createReceipt, {
      body: {
        orderId: ORDER_ID,
        receiptType: 0,
        receiptHeader: 'ACME',
        taxIdNumber: normaliseTaxId(taxId),
      },
    });
    expect(passesSchema(answer, 'taxIdNumber')).toBe(isTaxId(taxId));
  });

  it.each([
    'SF1234567890',
    ' sf123456 ',
    'ABC123',
    '',
    'A1B2C',
    'SF-123456',
    '1'.repeat(30),
    '1'.repeat(31),
  ])('tracking number %j', async (trackingNumber) => {
    const answer = await mock.call(wlForm, {
      query: { orderId: ORDER_ID, WLid: trackingNumber.trim(), WLcompany: 'SF Express' },
    });
    expect(passesSchema(answer, 'WLid')).toBe(isTrackingNumber(trackingNumber));
  });
});
