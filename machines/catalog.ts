/**
 * Every machine of the product, for the generated diagrams (docs/machines/),
 * the model-based coverage run and the development inspector (#/__machines).
 * Add a machine here when you add its file, and its summary and place to
 * src/features/machineInspector/metadata/ (the inspector's one record of it).
 */
import type { AnyStateMachine } from 'xstate';
import { toastMachine } from './toastMachine';
import { recommendedCarouselMachine } from './recommendedCarouselMachine';
import { bannerCarouselMachine } from './bannerCarouselMachine';
import { swipeMachine } from './swipeMachine';
import { megaMenuMachine } from './megaMenuMachine';
import { doubleClickGuardMachine } from './doubleClickGuardMachine';
import { sessionMachine } from './sessionMachine';
import { countdownMachine } from './countdownMachine';
import { loginMachine } from './loginMachine';
import { registrationMachine } from './registrationMachine';
import { passwordRecoveryMachine } from './passwordRecoveryMachine';
import { changePasswordMachine } from './changePasswordMachine';
import { phoneBindingMachine } from './phoneBindingMachine';
import { profileEditMachine } from './profileEditMachine';
import { wxRegistrationMachine } from './wxRegistrationMachine';
import { onlineApplicationMachine } from './onlineApplicationMachine';
import { checkoutMachine } from './checkoutMachine';
import { paymentPollingMachine } from './paymentPollingMachine';
import { orderAfterSalesMachine } from './orderAfterSalesMachine';
import { addToCartMachine } from './addToCartMachine';
import { productSearchMachine } from './productSearchMachine';
import { paymentSuccessMachine } from './paymentSuccessMachine';
import { addressSaveMachine } from './addressSaveMachine';
import { realNameFormMachine } from './realNameFormMachine';
import { wxCodeLoginMachine } from './wxCodeLoginMachine';
import { firmwareCheckMachine } from './firmwareCheckMachine';
import { purchaseRequestMachine } from './purchaseRequestMachine';
import { imageViewerMachine } from './imageViewerMachine';
import { devToolbarMachine } from './devToolbarMachine';

export interface CatalogEntry {
  machine: AnyStateMachine;
}

export const machineCatalog: readonly CatalogEntry[] = [
  toastMachine,
  recommendedCarouselMachine,
  bannerCarouselMachine,
  swipeMachine,
  megaMenuMachine,
  doubleClickGuardMachine,
  sessionMachine,
  countdownMachine,
  loginMachine,
  registrationMachine,
  passwordRecoveryMachine,
  changePasswordMachine,
  phoneBindingMachine,
  profileEditMachine,
  wxRegistrationMachine,
  onlineApplicationMachine,
  checkoutMachine,
  paymentPollingMachine,
  orderAfterSalesMachine,
  addToCartMachine,
  productSearchMachine,
  paymentSuccessMachine,
  addressSaveMachine,
  realNameFormMachine,
  wxCodeLoginMachine,
  firmwareCheckMachine,
  purchaseRequestMachine,
  imageViewerMachine,
  devToolbarMachine,
].map((machine) => ({ machine }));
