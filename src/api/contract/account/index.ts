import type { Endpoint } from '../endpoint.ts';
import { getUserInfo, login, logout, tokencheck, userlist } from './session.ts';
import {
  checkVerifyCode,
  getVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
  sendVerifyCodeByEmail,
} from './registration.ts';
import { modifyPwd, modifyPwdByEmail, modifyPwdByPhone } from './password.ts';
import { modify, wxBingAccount } from './profile.ts';

export const accountEndpoints: readonly Endpoint[] = [
  login,
  logout,
  getUserInfo,
  tokencheck,
  userlist,
  isPhoneRegister,
  isUsernameRegister,
  isEmailRegister,
  getVerifyCode,
  sendVerifyCodeByEmail,
  checkVerifyCode,
  register,
  modifyPwdByPhone,
  modifyPwdByEmail,
  modifyPwd,
  modify,
  wxBingAccount,
];
