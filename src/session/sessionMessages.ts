import { msg } from '@lingui/core/macro';

/** The texts the session shows from outside any screen (spec §8, content-and-profile §8). */
export const sessionMessages = {
  expiredTitle: msg`Login expired`,
  expiredContent: msg`Login expired, please log in first`,
  loginExpiredNotice: msg`Login expired`,
  loginRequiredTitle: msg`Please log in`,
  loginRequiredContent: msg`This page is only available after logging in. Go to the login page?`,
  goToLogin: msg`Go to login`,
  stay: msg`Cancel`,
};

/** The answers of both login prompts: go to login (confirm) or stay (cancel). */
export const loginButtons = [
  { label: sessionMessages.goToLogin, value: 'confirm', primary: true },
  { label: sessionMessages.stay, value: 'cancel' },
];
