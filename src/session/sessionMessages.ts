import { msg } from '@lingui/core/macro';

/** The texts the session shows from outside any screen (spec §8, content-and-profile §8). */
export const sessionMessages = {
  expiredTitle: msg`Login expired`,
  expiredContent: msg`Login expired, please log in first`,
  loginExpiredNotice: msg`Login expired`,
  shopLoginNotice: msg`Logged in successfully`,
  loginRequiredTitle: msg`Please log in`,
  loginRequiredContent: msg`This page is only available after logging in. Go to the login page?`,
  goToLogin: msg`Go to login`,
  stay: msg`Cancel`,
};

/** The answers of both login prompts: stay (cancel) or go to login (confirm). */
export const loginButtons = [
  { label: sessionMessages.stay, value: 'cancel' },
  { label: sessionMessages.goToLogin, value: 'confirm', primary: true },
];
