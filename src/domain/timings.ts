/**
 * The product's timings (shop-and-shell §9 "Business constants and limits"), for the machines
 * that run them, the screens that show them and the mock that answers in step with them.
 */

/** §4, §9: a verification code can be asked for again after 60 s… */
export const RESEND_COUNTDOWN_S = 60;
/** …except the first countdown after entering the recovery screen, 10 s. */
export const RECOVERY_FIRST_COUNTDOWN_S = 10;
/** Countdowns show whole seconds. */
export const COUNTDOWN_TICK_MS = 1_000;

/** §4, §9: once a wallet payment's QR code shows, the payment is checked every second… */
export const PAYMENT_CHECK_INTERVAL_MS = 1_000;
/** …at most 300 times in one round. */
export const MAX_PAYMENT_CHECKS = 300;

/** §8 "HTTP 401": the page reloads 3 s after the warning. */
export const UNAUTHORIZED_RELOAD_MS = 3_000;

/** §7, §9: critical buttons ignore a second press for 2000 ms (no double orders). */
export const DOUBLE_CLICK_GUARD_MS = 2_000;

/**
 * An expired login, or a changed password, goes to the login page 2 s after the message
 * (shop-and-shell §9 "Expired-login redirect", content-and-profile §9: 2000 ms).
 */
export const LOGIN_REDIRECT_MS = 2_000;

/** How long a notice (toast) stays when nobody holds it (not in the spec: docs/decisions.md, "Toasts"). */
export const TOAST_VISIBLE_MS = 5_000;

/**
 * The development toolbar asks the mock for its active scenarios this often (not in the spec:
 * a development tool, docs/decisions.md "Development toolbar").
 */
export const DEV_TOOLBAR_POLL_MS = 2_000;
