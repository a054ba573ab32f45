import type { Endpoint } from '../endpoint';
import { getUserInfo, login, logout, tokencheck, userlist } from './session';
import {
  checkVerifyCode,
  getVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
  sendVerifyCodeByEmail,
} from './forms/registration';
import { modifyPwd, modifyPwdByEmail, modifyPwdByPhone } from './forms/password';
import { modify, wxBingAccount } from './forms/profile';

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
