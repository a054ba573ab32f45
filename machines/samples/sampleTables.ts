/**
 * The sample tables by machine id, for the development simulation (a child machine's answers
 * come from its own table). A machine without a table (toast, doubleClickGuard, paymentSuccess:
 * their events carry nothing) sends its events bare.
 */
import type { MachineSamples } from './machineSamples';
import { addToCartSamples } from './addToCartSamples';
import { addressSaveSamples } from './addressSaveSamples';
import { bannerCarouselSamples } from './bannerCarouselSamples';
import { changePasswordSamples } from './changePasswordSamples';
import { checkoutSamples } from './checkoutSamples';
import { countdownSamples } from './countdownSamples';
import { devToolbarSamples } from './devToolbarSamples';
import { firmwareCheckSamples } from './firmwareCheckSamples';
import { imageViewerSamples } from './imageViewerSamples';
import { loginSamples } from './loginSamples';
import { megaMenuSamples } from './megaMenuSamples';
import { onlineApplicationSamples } from './onlineApplicationSamples';
import { orderAfterSalesSamples } from './orderAfterSalesSamples';
import { passwordRecoverySamples } from './passwordRecoverySamples';
import { paymentPollingSamples } from './paymentPollingSamples';
import { phoneBindingSamples } from './phoneBindingSamples';
import { productSearchSamples } from './productSearchSamples';
import { profileEditSamples } from './profileEditSamples';
import { purchaseRequestSamples } from './purchaseRequestSamples';
import { realNameFormSamples } from './realNameFormSamples';
import { recommendedCarouselSamples } from './recommendedCarouselSamples';
import { registrationSamples } from './registrationSamples';
import { sessionSamples } from './sessionSamples';
import { swipeSamples } from './swipeSamples';
import { wxCodeLoginSamples } from './wxCodeLoginSamples';
import { wxRegistrationSamples } from './wxRegistrationSamples';

const tables: Readonly<Record<string, MachineSamples>> = {
  addToCart: addToCartSamples,
  addressSave: addressSaveSamples,
  bannerCarousel: bannerCarouselSamples,
  changePassword: changePasswordSamples,
  checkout: checkoutSamples,
  countdown: countdownSamples,
  devToolbar: devToolbarSamples,
  firmwareCheck: firmwareCheckSamples,
  imageViewer: imageViewerSamples,
  login: loginSamples,
  megaMenu: megaMenuSamples,
  onlineApplication: onlineApplicationSamples,
  orderAfterSales: orderAfterSalesSamples,
  passwordRecovery: passwordRecoverySamples,
  paymentPolling: paymentPollingSamples,
  phoneBinding: phoneBindingSamples,
  productSearch: productSearchSamples,
  profileEdit: profileEditSamples,
  purchaseRequest: purchaseRequestSamples,
  realNameForm: realNameFormSamples,
  recommendedCarousel: recommendedCarouselSamples,
  registration: registrationSamples,
  session: sessionSamples,
  swipe: swipeSamples,
  wxCodeLogin: wxCodeLoginSamples,
  wxRegistration: wxRegistrationSamples,
};

export const samplesOf = (machineId: string): MachineSamples | undefined => tables[machineId];
