/** The texts a session test reads or presses, in both languages. */
import type { Locale } from '../../../../src/i18n/locales';

export const sessionTexts = {
  zh: {
    username: '用户名',
    password: '密码',
    autoLogin: '自动登录',
    logIn: '登录',
    accountMenu: / 的账户菜单$/,
    quit: '退出',
    editNickname: '编辑昵称',
    nickname: '昵称',
    saveProfile: '保存信息',
    expiredTitle: '登录已过期',
    expiredContent: '登录已过期，请先登录',
    goToLogin: '去登录',
    cancel: '取消',
  },
  en: {
    username: 'Username',
    password: 'Password',
    autoLogin: 'Log me in automatically',
    logIn: 'Log in',
    accountMenu: /^Account menu of /,
    quit: 'Quit',
    editNickname: 'Edit Nickname',
    nickname: 'Nickname',
    saveProfile: 'Save information',
    expiredTitle: 'Login expired',
    expiredContent: 'Login expired, please log in first',
    goToLogin: 'Go to login',
    cancel: 'Cancel',
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

export type SessionTexts = (typeof sessionTexts)[Locale];
