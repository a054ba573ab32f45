/** The profile form, phone binding, the messaging-app account form and the address list. */
import { modify, wxBingAccount } from '../contract/account/forms/profile';
import { addressList, type Address } from '../contract/shop/addresses';
import { md5 } from '../../lib/md5';
import { storage } from '../../lib/storage';
import { callEndpoint } from '../callEndpoint';
import { callPortal, codeOf } from './portalCall';

type Outcome = Promise<{ code: number; msg?: string }>;

/** The shop's addressList answers statuscode 1 on success. */
const SHOP_SUCCESS = 1;

export interface ProfileForm {
  id: string;
  companyName: string;
  email: string;
  nickname: string;
  phone: string;
}

/** POST Modify with the whole form. */
export async function saveProfile(form: ProfileForm): Outcome {
  const body = {
    id: form.id,
    commanyname: form.companyName,
    email: form.email,
    nickname: form.nickname,
    phone: form.phone,
  };
  return codeOf(await callPortal(modify, {}, { body }));
}

/** POST Modify with the phone alone, once its code was checked. */
export async function bindPhone(phone: string): Outcome {
  return codeOf(await callPortal(modify, {}, { body: { phone } }));
}

/** POST wxBingAccount: the messaging-app user's username and password (both hashes). */
export async function bindWxAccount(form: {
  username: string;
  password: string;
  verification: string;
}): Outcome {
  return codeOf(
    await callPortal(wxBingAccount, {
      username: form.username,
      password: md5(form.password),
      verification: md5(form.verification),
    }),
  );
}

/** The user's delivery addresses (the shop's addressList), oldest first. */
export async function fetchAddresses(): Promise<Address[]> {
  const answer = await callEndpoint(addressList, { eshoppingtoken: storage.usertoken.get() });
  return answer?.statuscode === SHOP_SUCCESS ? answer.data : [];
}
