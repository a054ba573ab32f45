/**
 * Where each machine runs, the part of its metadata that cannot be derived from its id: its group
 * on the index, the routes that show it, the component that starts it and the hook that runs it
 * (docs/architecture.md, "Machines get their effects one way"), and the screen-level model tests
 * that walk it through the real screens. Its source, diagram and machine-level model test follow
 * from its id (machineFacts.ts). tests/unit/machineMetadata.test.ts checks that every file named
 * here exists, that every route is one of the router's, and that no screen-level model test of a
 * machine is missing.
 */

export const MACHINE_GROUPS = ['account', 'shopAndOrders', 'content', 'shell'] as const;
export type MachineGroup = (typeof MACHINE_GROUPS)[number];

/** `everyPage`: the shell or the session runs it whatever the route. */
export type MachineRoutes = readonly string[] | 'everyPage';

export interface MachinePlace {
  group: MachineGroup;
  routes: MachineRoutes;
  /** The component that starts the machine, relative to the project. */
  screen: string;
  /** The hook (`use<Flow>Machine`) that gives it its effects and runs it. */
  hook: string;
  /** `tests/component/**\/*.model.test.tsx` files that follow its paths in the real screens. */
  screenModelTests?: readonly string[];
}

const LOGIN_SCREEN_TEST = 'tests/component/account/loginScreen.model.test.tsx';
const REGISTER_SCREEN_TEST = 'tests/component/account/registerScreen.model.test.tsx';
const CHECKOUT_SCREEN_TEST = 'tests/component/orders/checkoutScreens.model.test.tsx';
const PICTURE_ROUTES = ['/goodsDeil', '/incubator', '/contract', '/applyAgent', '/realName'];

export const machinePlaces = {
  session: {
    group: 'account',
    routes: 'everyPage',
    screen: 'src/session/sessionHandle.ts',
    hook: 'src/session/sessionLogic.ts',
    screenModelTests: ['tests/component/session/sessionScreens.model.test.tsx'],
  },
  login: {
    group: 'account',
    routes: ['/loginn'],
    screen: 'src/features/account/login/LoginPanel.tsx',
    hook: 'src/features/account/login/useLoginMachine.ts',
    screenModelTests: [LOGIN_SCREEN_TEST],
  },
  wxCodeLogin: {
    group: 'account',
    routes: ['/loginn'],
    screen: 'src/features/account/login/WxCodeExchange.tsx',
    hook: 'src/features/account/login/useWxCodeLoginMachine.ts',
    screenModelTests: [LOGIN_SCREEN_TEST],
  },
  registration: {
    group: 'account',
    routes: ['/register'],
    screen: 'src/features/account/register/RegisterScreen.tsx',
    hook: 'src/features/account/register/useRegistrationMachine.ts',
    screenModelTests: [REGISTER_SCREEN_TEST],
  },
  countdown: {
    group: 'account',
    routes: ['/register', '/findBack', '/userDetail'],
    screen: 'src/features/account/register/RegisterForm.tsx',
    hook: 'src/features/account/code/useCodeCountdown.ts',
    screenModelTests: [REGISTER_SCREEN_TEST],
  },
  passwordRecovery: {
    group: 'account',
    routes: ['/findBack'],
    screen: 'src/features/account/recovery/RecoveryScreen.tsx',
    hook: 'src/features/account/recovery/useRecoveryMachine.ts',
    screenModelTests: ['tests/component/account/recoveryScreen.model.test.tsx'],
  },
  wxRegistration: {
    group: 'account',
    routes: ['/wXuserDetail'],
    screen: 'src/features/account/wxUser/WxUserScreen.tsx',
    hook: 'src/features/account/wxUser/useWxRegistrationMachine.ts',
  },
  profileEdit: {
    group: 'account',
    routes: ['/userDetail'],
    screen: 'src/features/account/profile/ProfileForm.tsx',
    hook: 'src/features/account/profile/useProfileEditMachine.ts',
  },
  changePassword: {
    group: 'account',
    routes: ['/userDetail'],
    screen: 'src/features/account/profile/ChangePasswordDialog.tsx',
    hook: 'src/features/account/profile/useChangePasswordMachine.ts',
  },
  phoneBinding: {
    group: 'account',
    routes: ['/userDetail'],
    screen: 'src/features/account/profile/PhoneBindingDialog.tsx',
    hook: 'src/features/account/profile/usePhoneBindingMachine.ts',
  },
  checkout: {
    group: 'shopAndOrders',
    routes: ['/cartView'],
    screen: 'src/features/cart/Checkout.tsx',
    hook: 'src/features/cart/useCheckoutMachine.ts',
    screenModelTests: [CHECKOUT_SCREEN_TEST],
  },
  paymentPolling: {
    group: 'shopAndOrders',
    routes: ['/cartView'],
    screen: 'src/features/cart/PollingStatus.tsx',
    hook: 'src/features/cart/useCheckoutMachine.ts',
    screenModelTests: [CHECKOUT_SCREEN_TEST],
  },
  addressSave: {
    group: 'shopAndOrders',
    routes: ['/cartView', '/userDetail'],
    screen: 'src/components/address/AddressFormDialog.tsx',
    hook: 'src/components/address/useAddressSaveMachine.ts',
  },
  paymentSuccess: {
    group: 'shopAndOrders',
    routes: ['/payView'],
    screen: 'src/features/cart/PaymentSuccessScreen.tsx',
    hook: 'src/features/cart/paymentSuccess/usePaymentSuccessMachine.ts',
  },
  orderAfterSales: {
    group: 'shopAndOrders',
    routes: ['/buyTab'],
    screen: 'src/features/orders/ActiveOrder.tsx',
    hook: 'src/features/orders/useOrderAfterSalesMachine.ts',
    screenModelTests: ['tests/component/orders/afterSalesScreens.model.test.tsx'],
  },
  addToCart: {
    group: 'shopAndOrders',
    routes: ['/goodsDeil'],
    screen: 'src/features/shop/detail/PurchaseActions.tsx',
    hook: 'src/features/shop/detail/useAddToCartMachine.ts',
  },
  productSearch: {
    group: 'shopAndOrders',
    routes: ['/storePage', '/secstorePage'],
    screen: 'src/features/shop/search/ProductResultsDialog.tsx',
    hook: 'src/features/shop/search/useProductSearchMachine.ts',
  },
  recommendedCarousel: {
    group: 'shopAndOrders',
    routes: ['/storePage'],
    screen: 'src/features/shop/home/RecommendedWidget.tsx',
    hook: 'src/features/shop/home/RecommendedWidget.tsx',
  },
  swipe: {
    group: 'shopAndOrders',
    routes: ['/storePage'],
    screen: 'src/features/shop/carousel/SlideRow.tsx',
    hook: 'src/features/shop/carousel/useSwipe.ts',
  },
  purchaseRequest: {
    group: 'shopAndOrders',
    routes: ['/sendDd'],
    screen: 'src/features/purchaseRequest/PurchaseRequestScreen.tsx',
    hook: 'src/features/purchaseRequest/usePurchaseRequestMachine.ts',
  },
  bannerCarousel: {
    group: 'content',
    routes: ['/homePage'],
    screen: 'src/features/home/HomeBanner.tsx',
    hook: 'src/features/home/useCarousel.ts',
  },
  imageViewer: {
    group: 'content',
    routes: PICTURE_ROUTES,
    screen: 'src/components/viewer/EnlargeablePicture.tsx',
    hook: 'src/components/viewer/useImageViewer.ts',
  },
  onlineApplication: {
    group: 'content',
    routes: ['/contract', '/applyAgent'],
    screen: 'src/features/programmes/application/ApplicationForm.tsx',
    hook: 'src/features/programmes/application/useApplicationMachine.ts',
    screenModelTests: ['tests/component/programmes/applicationScreen.model.test.tsx'],
  },
  realNameForm: {
    group: 'content',
    routes: ['/realName'],
    screen: 'src/features/programmes/realName/RealNameForm.tsx',
    hook: 'src/features/programmes/realName/useRealNameMachine.ts',
  },
  firmwareCheck: {
    group: 'content',
    routes: ['/updView'],
    screen: 'src/features/downloads/FirmwareCheck.tsx',
    hook: 'src/features/downloads/useFirmwareCheckMachine.ts',
  },
  toast: {
    group: 'shell',
    routes: 'everyPage',
    screen: 'src/components/toasts/Toast.tsx',
    hook: 'src/components/toasts/useToastMachine.ts',
  },
  megaMenu: {
    group: 'shell',
    routes: 'everyPage',
    screen: 'src/shell/megaMenu/TopNav.tsx',
    hook: 'src/components/megaMenu/useMegaMenuMachine.ts',
  },
  doubleClickGuard: {
    group: 'shell',
    routes: ['/cartView', '/buyTab', '/goodsDeil'],
    screen: 'src/features/cart/Checkout.tsx',
    hook: 'src/lib/useGuardedPress.ts',
  },
  devToolbar: {
    group: 'shell',
    routes: 'everyPage',
    screen: 'src/features/devToolbar/DevToolbar.tsx',
    hook: 'src/features/devToolbar/useDevToolbarMachine.ts',
  },
} as const satisfies Record<string, MachinePlace>;
