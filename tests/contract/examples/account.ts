import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_USERNAME,
} from '../../../fixtures/account/demoUser';
import {
  modifyPwd,
  modifyPwdByEmail,
  modifyPwdByPhone,
} from '../../../src/api/contract/account/forms/password';
import { modify, wxBingAccount } from '../../../src/api/contract/account/forms/profile';
import {
  checkVerifyCode,
  getVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
  sendVerifyCodeByEmail,
} from '../../../src/api/contract/account/forms/registration';
import {
  getUserInfo,
  login,
  logout,
  tokencheck,
  userlist,
} from '../../../src/api/contract/account/session';
import { md5 } from '../../../src/lib/md5';
import {
  freshPhone,
  freshUsername,
  registrationFor,
  smsCode,
  verifiedEmail,
  verifiedSms,
} from '../account/support';
import type { Examples } from './types';

export const accountExamples: Examples = {
  [login.path]: () => ({
    query: { username: DEMO_USERNAME, password: md5(DEMO_PASSWORD) },
  }),
  [logout.path]: (mock) => ({ token: mock.createUser().token }),
  [getUserInfo.path]: (mock) => ({ token: mock.createUser().token }),
  [tokencheck.path]: (mock) => {
    const { token } = mock.createUser();
    return { token, query: { eshoppingtoken: token } };
  },
  [userlist.path]: (mock) => {
    const { user, token } = mock.createUser();
    return { token, query: { username: user.username, eshoppingtoken: token } };
  },
  [isPhoneRegister.path]: () => ({ query: { phone: DEMO_PHONE } }),
  [isUsernameRegister.path]: () => ({ query: { username: DEMO_USERNAME } }),
  [isEmailRegister.path]: () => ({ query: { email: DEMO_EMAIL } }),
  [getVerifyCode.path]: () => ({ query: { phone: freshPhone() } }),
  [sendVerifyCodeByEmail.path]: (mock) => ({ query: { email: mock.createUser().user.email } }),
  [checkVerifyCode.path]: async (mock) => {
    const phone = freshPhone();
    return { query: { phone, verifyCode: await smsCode(mock, phone) } };
  },
  [register.path]: async (mock) => ({ body: await registrationFor(mock) }),
  [modifyPwdByPhone.path]: async (mock) => {
    const { user } = mock.createUser({ phone: freshPhone() });
    await verifiedSms(mock, user.phone);
    return { body: { phone: user.phone, password: md5('New#Pass1') } };
  },
  [modifyPwdByEmail.path]: async (mock) => {
    const { user } = mock.createUser();
    await verifiedEmail(mock, user.email);
    return { body: { email: user.email, password: md5('New#Pass1') } };
  },
  [modifyPwd.path]: (mock) => ({
    token: mock.createUser({ password: 'Old#Pass1' }).token,
    query: { oldPassword: md5('Old#Pass1'), newPassword: md5('New#Pass1') },
  }),
  [modify.path]: (mock) => {
    const { user, token } = mock.createUser();
    return {
      token,
      body: {
        id: user.id,
        commanyname: '苏州恒通电力设备有限公司',
        email: user.email,
        phone: user.phone,
        nickname: '张伟',
      },
    };
  },
  [wxBingAccount.path]: (mock) => {
    const { token } = mock.createUser({ username: '', wxOpenId: `o-example-${freshUsername()}` });
    return {
      token,
      query: {
        username: freshUsername(),
        password: md5('Wx#Pass1'),
        verification: md5('Wx#Pass1'),
      },
    };
  },
};
