/**
 * The account's messages in both languages. The account calls document no
 * language parameter: they answer in the request's language (`languageOf`).
 */
import type { Request } from 'express';
import type { Locale } from '../../src/i18n/locales';
import { languageOf } from '../http/language';

const messages = {
  success: ['操作成功', 'Success'],
  loginIncorrect: ['用户名或密码不正确', 'Incorrect username or password'],
  loginNeedsCredentials: [
    '请输入用户名和密码，或使用微信登录',
    'Enter a username and password, or log in with WeChat',
  ],
  wxLoginFailed: [
    '登录失败：微信授权码无效、已使用或已过期',
    'login failed: the WeChat code is invalid, used or expired',
  ],
  loggedOut: ['已退出登录', 'Logged out'],
  notLoggedIn: ['您尚未登录，请先登录', 'You are not logged in, please log in first'],
  loginExpired: ['登录已过期，请先登录', 'Login expired, please log in first'],
  tokenValid: ['令牌有效', 'Token valid'],
  tokenExpired: ['登录已过期，请重新登录', 'Login expired, please log in again'],
  tokenLoggedOut: ['您已退出登录，请重新登录', 'You have logged out, please log in again'],
  tokenUnknown: ['令牌无效，请登录', 'Invalid token, please log in'],
  phoneFormat: ['手机号码格式不正确', 'Incorrect phone number format'],
  emailFormat: ['邮箱格式不正确', 'Incorrect e-mail format'],
  codeSentSms: ['验证码已发送，5 分钟内有效', 'Verification code sent, valid for 5 minutes'],
  codeSentEmail: [
    '验证码已发送至邮箱，5 分钟内有效',
    'Verification code sent by e-mail, valid for 5 minutes',
  ],
  codeTooSoon: ['发送过于频繁，请 {s} 秒后再试', 'Too many requests, please retry in {s} s'],
  emailNotRegistered: ['该邮箱未注册', 'This e-mail is not registered'],
  codeNeedsTarget: ['请提供手机号码或邮箱', 'A phone number or e-mail is required'],
  codeRight: ['验证码正确', 'Verification code correct'],
  codeWrong: ['验证码错误', 'Verification code error'],
  codeExpired: ['验证码已过期，请重新获取', 'Verification code expired, please request a new one'],
  codeVoided: ['验证码错误次数过多，请重新获取', 'Too many wrong codes, please request a new one'],
  codeNotVerified: ['请先获取并校验验证码', 'Please request and verify a verification code first'],
  usernameEmpty: ['请输入用户名', 'Please enter a username'],
  usernameChinese: ['用户名不能包含中文字符', 'The username must not contain Chinese characters'],
  usernameBlank: ['用户名不能包含空白字符', 'The username must not contain spaces'],
  usernameTaken: ['该用户名已被注册！', 'The user name has been registered!'],
  phoneTaken: ['该号码已被注册！', 'This number is already registered!'],
  emailTaken: ['该邮箱已被注册！', 'This e-mail is already registered!'],
  notAgreed: ['请阅读并同意用户协议', 'You have not agreed to the user agreement'],
  registered: ['注册成功', 'Registration successful'],
  phoneNotExist: ['该手机号码不存在', 'This phone number does not exist'],
  emailNotExist: ['该邮箱不存在', 'This e-mail does not exist'],
  passwordChanged: ['密码修改成功，请重新登录', 'Password changed, please log in again'],
  oldPasswordWrong: ['原密码错误，请重新输入', 'Initial password error, please re-enter'],
  notYourProfile: ['只能修改自己的信息', 'You can only modify your own information'],
  saved: ['保存成功', 'Saved successfully'],
  passwordsDiffer: ['两次输入的密码不一致', 'The two passwords entered do not match'],
  notWeChatUser: ['当前账号不是微信登录账号', 'This account did not log in with WeChat'],
  alreadyBound: ['该微信账号已绑定用户名', 'This WeChat account already has a username'],
  bound: ['绑定成功', 'Account bound successfully'],
  redirectRefused: [
    '回跳地址缺失或不属于本网站',
    'The redirect address is missing or not part of this site',
  ],
  identityUnknown: ['请选择登录身份', 'Choose an identity to log in with'],
  stateRefused: [
    '缺少有效的 state 参数：请从网站的登录页重新发起微信登录',
    'The state parameter is missing or malformed: start the WeChat login again from the site',
  ],
} satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof messages;

/** The message in a language; `{s}` is replaced by `seconds`. */
export function messageText(key: MessageKey, locale: Locale, seconds?: number): string {
  const [zh, en] = messages[key];
  const text = locale === 'en' ? en : zh;
  return seconds === undefined ? text : text.replace('{s}', String(seconds));
}

/** The message in the caller's language. */
export const say = (req: Request, key: MessageKey, seconds?: number) =>
  messageText(key, languageOf(req), seconds);
