/**
 * Each machine's one-line summary, written once in English as a Lingui message (the Chinese is its
 * translation in src/locales/zh/screens.po): the inspector shows it in the current language, the
 * generated Markdown (scripts/diagrams, run by tsx without the macro) reads its English `message`.
 * Plain descriptors marked with Lingui's `i18n` comment rather than `msg`, so that a script can
 * import this file (docs/decisions.md, "Machine inspector").
 */
import type { MessageDescriptor } from '@lingui/core';

/** A summary: its English text is the message Lingui extracts. */
export type MachineSummary = MessageDescriptor & { message: string };

export const machineSummaries = {
  toast: /*i18n*/ {
    id: 'machineSummary.toast',
    message:
      'One toast notice: shown, held while hovered or focused, gone after 5 s or on close; said again, it has its 5 s again.',
  },
  recommendedCarousel: /*i18n*/ {
    id: 'machineSummary.recommendedCarousel',
    message:
      'Shop home recommended widget: moves every 4 s; after an arrow it holds still 4 s, then moves every 5 s; paused while hovered or focused; wraps around; never moves with one product or none.',
  },
  bannerCarousel: /*i18n*/ {
    id: 'machineSummary.bannerCarousel',
    message:
      'Home banner carousel: moves every 6 s; arrows and dots; paused while hovered or focused; no autoplay with reduced motion; static with one banner or none.',
  },
  swipe: /*i18n*/ {
    id: 'machineSummary.swipe',
    message:
      'One pointer or touch gesture: a swipe left or right when the finger ends at least 100 px away sideways and moved more sideways than up or down.',
  },
  megaMenu: /*i18n*/ {
    id: 'machineSummary.megaMenu',
    message:
      'Header mega-menu: opens a hovered item after 300 ms (500 ms on the second header), hides 600 ms after the pointer leaves; the keyboard opens and closes at once.',
  },
  doubleClickGuard: /*i18n*/ {
    id: 'machineSummary.doubleClickGuard',
    message:
      'A critical button: after a press that started its action, further presses are ignored for 2000 ms; a press refused by the form’s own checks leaves it ready.',
  },
  session: /*i18n*/ {
    id: 'machineSummary.session',
    message:
      'Login session: checks the user on route changes, handles expiry (prompt or silent auto-login), the shop token check, logout, and an HTTP 401, which ends the session at once and reloads the page 3 s later.',
  },
  countdown: /*i18n*/ {
    id: 'machineSummary.countdown',
    message:
      'Verification-code button: local check, registered check by purpose, send, then 1 s ticks (60 s, or 10 s the first time on recovery).',
  },
  login: /*i18n*/ {
    id: 'machineSummary.login',
    message:
      'Login form: required username and password, QR mode switch, auto-login box, one login call, success or the “incorrect” dialog.',
  },
  registration: /*i18n*/ {
    id: 'machineSummary.registration',
    message:
      'Registration form: the field rules, checks of phone, username and email side by side, code verified before registering, success goes to login.',
  },
  passwordRecovery: /*i18n*/ {
    id: 'machineSummary.passwordRecovery',
    message:
      'Password recovery by phone or email: rules per tab, account check, code check, save, then success notice and login 2 s later.',
  },
  changePassword: /*i18n*/ {
    id: 'machineSummary.changePassword',
    message:
      'Change-password dialog: old, new and confirmation checked; a wrong old password is cleared and focused; on success a notice, then login after 2 s.',
  },
  phoneBinding: /*i18n*/ {
    id: 'machineSummary.phoneBinding',
    message:
      'Phone-binding dialog: a code goes to a valid, unregistered mainland mobile, then the button counts 60 s down; submit checks the code and binds the phone.',
  },
  profileEdit: /*i18n*/ {
    id: 'machineSummary.profileEdit',
    message:
      'Profile form: one field edited at a time by its toggle, phone and address only through their dialogs, save with the server’s answer.',
  },
  wxRegistration: /*i18n*/ {
    id: 'machineSummary.wxRegistration',
    message:
      'Messaging-app user’s information form: sent home at once without a stored code; username and confirmed password bind the account; a taken username is flagged.',
  },
  onlineApplication: /*i18n*/ {
    id: 'machineSummary.onlineApplication',
    message:
      'Partner/agent application: device type first, validated fields, pictures uploaded one at a time (up to 9), submit with a login offer on code 2.',
  },
  checkout: /*i18n*/ {
    id: 'machineSummary.checkout',
    message:
      'Checkout from cart, buy-now or an unpaid order: place-order checks, address choice, payment method, order saved once (status 9), wallet QR with payment polling or redirect form, ends paid by opening the payment-success page, expired session to login.',
  },
  paymentPolling: /*i18n*/ {
    id: 'machineSummary.paymentPolling',
    message:
      'Wallet payment polling: checks 300 times 1 s apart, a failed check counts as a try, offers a new round after the last; cancelling stops it (the checkout leaves the QR state), ends paid or expired.',
  },
  orderAfterSales: /*i18n*/ {
    id: 'machineSummary.orderAfterSales',
    message:
      'One order’s after-sales by status: refund (0/1/2), exchange to tab 4 with return logistics (1/2), logistics trail (1), delete or pay (9), invoice on completed by receipt status.',
  },
  addToCart: /*i18n*/ {
    id: 'machineSummary.addToCart',
    message:
      'Adding a product to the cart from its detail page: not-on-sale dialog first, login prompt when logged out, out-of-stock dialog at stock 0 without a call, the call, then added or the prompt to log in again.',
  },
  productSearch: /*i18n*/ {
    id: 'machineSummary.productSearch',
    message:
      'A product search or a category of the strip shown in a results dialog: searching, results, nothing found or failed (which runs the same search again on request); a new search replaces the running one, closing forgets it.',
  },
  paymentSuccess: /*i18n*/ {
    id: 'machineSummary.paymentSuccess',
    message:
      'Payment success page: counts 10 s down, one per second, then opens the orders; the button opens them at once.',
  },
  addressSave: /*i18n*/ {
    id: 'machineSummary.addressSave',
    message:
      'Saving a delivery address, new or edited, from its form: the save runs once, a refused or failed one stays on the form with its failure shown, a saved one ends with the address.',
  },
  realNameForm: /*i18n*/ {
    id: 'machineSummary.realNameForm',
    message:
      'Real-name authentication: name, phone and e-mail required, at least one licence picture uploaded one at a time (up to 9), submit with a login offer on code 2, home on success.',
  },
  wxCodeLogin: /*i18n*/ {
    id: 'machineSummary.wxCodeLogin',
    message:
      'Back from the messaging-app QR page: the one-time code is exchanged once; code 1 stores the login and goes on (to /wXuserDetail without a username), else “login failed”.',
  },
  firmwareCheck: /*i18n*/ {
    id: 'machineSummary.firmwareCheck',
    message:
      'Firmware update check (/updView): model and version checked locally, then asked; the answer (up to date, or the newer release) stays until a field changes; a refusal shows the server message.',
  },
  purchaseRequest: /*i18n*/ {
    id: 'machineSummary.purchaseRequest',
    message:
      'Bulk order request (/sendDd): product lines (1 to 20, no product twice) with quantities, office and contact checked, then sent; the receipt shows until another request, which keeps the contact.',
  },
  imageViewer: /*i18n*/ {
    id: 'machineSummary.imageViewer',
    message:
      'The image viewer of a page: a pressed picture loads the viewer, then shows it; Escape at any moment and any navigation close it (an opening still loading is dropped), and the focus goes back to the picture.',
  },
  devToolbar: /*i18n*/ {
    id: 'machineSummary.devToolbar',
    message:
      'Development toolbar (dev builds only): asks the mock for its active scenarios every 2 s, a panel that opens and closes meanwhile, and “clear all”, which replaces a check in flight and shows the count the mock reports.',
  },
} as const satisfies Record<string, MachineSummary>;
