/**
 * Driving the real cart and payment screens as a customer would (labels and
 * roles in the chosen language), against a real mock, under fake timers: the
 * machines' delays (double-click guard, payment checks, login redirect) move
 * only when the test moves them, while the mock and the renderer run freely.
 */
import { vi } from 'vitest';
import { fireEvent, getConfig, screen, within } from '@testing-library/react';
import type { Locale } from '../../../../src/i18n/locales';
import { release, type Answer } from './heldCalls';

/** Captured before any test fakes the timers: polling the screen needs real time. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realClearTimeout = globalThis.clearTimeout.bind(globalThis);

/**
 * Fakes the timers the machines use (setTimeout, setInterval) and nothing else.
 * jsdom draws its animation frames with setTimeout; the dialogs wait for frames
 * to mount and unmount, so frames are given back the real clock.
 */
export function fakeMachineTimers(): () => void {
  const { requestAnimationFrame, cancelAnimationFrame } = globalThis;
  // Like a browser: the callbacks asked for before a frame all run in that frame.
  let frame = new Map<number, FrameRequestCallback>();
  let next = 0;
  let scheduled: ReturnType<typeof setTimeout> | null = null;
  const runFrame = () => {
    scheduled = null;
    const callbacks = frame;
    frame = new Map();
    const now = performance.now();
    callbacks.forEach((callback) => callback(now));
  };
  globalThis.requestAnimationFrame = (callback) => {
    next += 1;
    frame.set(next, callback);
    scheduled ??= realSetTimeout(runFrame, 16);
    return next;
  };
  globalThis.cancelAnimationFrame = (handle) => void frame.delete(handle);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  return () => {
    // A frame still due belongs to the screens of the finished tests; run after the
    // environment is torn down, its callbacks would find no window to ask frames of.
    if (scheduled !== null) realClearTimeout(scheduled);
    frame.clear();
    vi.useRealTimers();
    Object.assign(globalThis, { requestAnimationFrame, cancelAnimationFrame });
  };
}

/** The labels a customer reads, per language. */
export const labels = {
  zh: {
    placeOrder: '下单',
    addressDialog: '收货地址',
    regionDialog: '添加收货地址',
    editDialog: '编辑收货地址',
    paymentDialog: '支付',
    addAddress: '添加地址',
    pay: '支付',
    save: '保存',
    cancel: '取消',
    confirm: '确定',
    close: '关闭',
    tryAgain: '重试',
    back: '返回选择地址',
    cancelPayment: '取消支付',
    wallet: /微信支付/,
    alipay: /支付宝/,
    waitAgain: '继续等待',
    province: '省份',
    city: '城市',
    district: '区/县',
    detail: '详细地址',
    phone: '联系电话',
    recipient: '收货人',
    notifications: '通知',
    deleteAddressTitle: '删除该地址？',
    loadingAddresses: '正在加载收货地址…',
    noAddress: '您还没有保存的收货地址。',
    preparing: '正在准备支付…',
    qr: '微信支付二维码',
    emptyCart: '购物车是空的。',
    toShop: '去商城逛逛',
    openingAlipay: '正在打开支付宝页面…',
    expiredOpening: '登录已过期，正在打开登录页…',
    expiredNotice: '登录已过期，请重新登录。',
    notConfirmed: '支付未在规定时间内完成确认。',
    total: (amount: string) => `合计：¥${amount}`,
    amount: (amount: string) => `应付金额：¥${amount}`,
    quantityOf: (name: string) => `${name} 的数量`,
    remove: (name: string) => `移除 ${name}`,
    deleteAddress: (recipient: string) => new RegExp(`^删除 ${recipient} 的地址`),
    editAddress: (recipient: string) => new RegExp(`^编辑 ${recipient} 的地址`),
    timeLeftBar: '剩余支付时间',
    timeLeft: (clock: string) => `正在等待支付。剩余时间：${clock}`,
  },
  en: {
    placeOrder: 'Place order',
    addressDialog: 'Delivery address',
    regionDialog: 'Add an address',
    editDialog: 'Edit the address',
    paymentDialog: 'Payment',
    addAddress: 'Add address',
    pay: 'Pay',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    tryAgain: 'Try again',
    back: 'Back to the address',
    cancelPayment: 'Cancel the payment',
    wallet: /WeChat Pay/,
    alipay: /Alipay/,
    waitAgain: 'Wait again',
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Detailed address',
    phone: 'Phone',
    recipient: 'Recipient',
    notifications: 'Notifications',
    deleteAddressTitle: 'Delete this address?',
    loadingAddresses: 'Loading your addresses…',
    noAddress: 'You have no saved address yet.',
    preparing: 'Preparing the payment…',
    qr: 'WeChat Pay QR code',
    emptyCart: 'Your cart is empty.',
    toShop: 'Browse the shop',
    openingAlipay: 'Opening the Alipay page…',
    expiredOpening: 'Your login has expired. Opening the login page…',
    expiredNotice: 'Your login has expired. Please log in again.',
    notConfirmed: 'The payment was not confirmed in time.',
    total: (amount: string) => `Total: ¥${amount}`,
    amount: (amount: string) => `Amount to pay: ¥${amount}`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    remove: (name: string) => `Remove ${name}`,
    deleteAddress: (recipient: string) => new RegExp(`^Delete the address of ${recipient},`),
    editAddress: (recipient: string) => new RegExp(`^Edit the address of ${recipient},`),
    timeLeftBar: 'Time left to pay',
    timeLeft: (clock: string) => `Waiting for the payment. Time left: ${clock}`,
  },
} satisfies Record<Locale, unknown>;

export type Labels = (typeof labels)[Locale];

/**
 * Runs `probe` as Testing Library's own waitFor runs its callback: a query that finds nothing
 * yet says so without listing every role on the page. That list, built on each miss, was a
 * tenth of the checkout model test's CPU profile (docs/decisions.md, "Test run time").
 */
function quietly<T>(probe: () => T): T {
  // Not in the config's types: the flag waitFor itself sets while it polls.
  const config = getConfig() as ReturnType<typeof getConfig> & {
    _disableExpensiveErrorDiagnostics: boolean;
  };
  config._disableExpensiveErrorDiagnostics = true;
  try {
    return probe();
  } finally {
    config._disableExpensiveErrorDiagnostics = false;
  }
}

/**
 * The longest `until` waits between two tries when the page does not change: a held call or a
 * machine's state leaves no mark on the page. It tried every 2 ms before, which made the wait
 * a busy loop that took the CPU from the other worker (docs/decisions.md, "Test run time").
 */
const POLL_MS = 20;

/** Resolves once the page changes (a render committed), or after `ms`. */
function pageChangeOr(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => done());
    const timer = realSetTimeout(() => done(), ms);
    function done() {
      observer.disconnect();
      realClearTimeout(timer);
      resolve();
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Waits (in real time) until `probe` returns something truthy without throwing;
 * zero-delay timers (focus handling of the dialogs) run meanwhile, no time passes.
 */
export async function until<T>(what: string, probe: () => T, ms = 5_000): Promise<NonNullable<T>> {
  const started = performance.now();
  for (;;) {
    vi.advanceTimersByTime(0);
    try {
      const value = quietly(probe);
      if (value) return value as NonNullable<T>;
    } catch {
      // Not there yet: polled again below, or reported in full once the time is up.
    }
    if (performance.now() - started > ms) {
      // The last try with Testing Library's full message (the roles on the page) for the report.
      let value: T;
      try {
        value = probe();
      } catch (error) {
        const reason = error instanceof Error ? `: ${error.message}` : '';
        throw new Error(`gave up waiting for ${what}${reason}`, { cause: error });
      }
      if (value) return value as NonNullable<T>;
      throw new Error(`gave up waiting for ${what}`);
    }
    await pageChangeOr(POLL_MS);
  }
}

/** Answers the call the screen is waiting for, as soon as it has been made. */
export const answer = (part: string, how: Answer = 'pass') =>
  until(`a call to ${part}`, () => release(part, how));

/** Time passes on the machines' clock (checks, redirects, the double-click guard). */
export const wait = (ms: number) => vi.advanceTimersByTime(ms);

/**
 * A person takes a moment between two presses of a critical button: past the
 * 2000 ms double-click guard. Only used where no machine timer is pending.
 */
export const pause = () => wait(2_001);

/** A clock's reading of whole seconds, one check a second (spec §9): 299 → "4:59". */
export const clockOf = (checksLeft: number) =>
  `${Math.floor(checksLeft / 60)}:${String(checksLeft % 60).padStart(2, '0')}`;

export const dialog = (name: string) => screen.getByRole('dialog', { name });

/**
 * The delete confirmation, on top of the addresses. After the add-address dialog
 * has been open, jsdom's frame timing leaves zag's aria-hidden mark on it (Chromium
 * does not, checked by hand in the browser), so it is looked up including hidden nodes.
 */
export const confirmation = (name?: string) =>
  screen.getByRole('alertdialog', { name, hidden: true });

export async function press(
  name: string | RegExp,
  inside: HTMLElement = document.body,
  hidden = false,
) {
  const button = await until(`the button ${String(name)}`, () => {
    const found = within(inside).getByRole('button', { name, hidden });
    return (found as HTMLButtonElement).disabled ? null : found;
  });
  // In fireEvent's own act, as a browser renders: an awaited act flushed the dialogs' effects in an
  // order that left the address form hidden from the accessibility tree once its code was loaded
  // (jsdom only: Chromium keeps it in the tree).
  fireEvent.click(button);
}

/** Fills the add-address form: a real region list, loaded when the dialog opens. */
export async function fillAddress(text: Labels, recipient: string, detail: string) {
  const form = dialog(text.regionDialog);
  const province = await until('the region list', () => {
    const select = within(form).getByRole('combobox', { name: text.province });
    return (select as HTMLSelectElement).disabled ? null : select;
  });
  fireEvent.change(province, { target: { value: '广东省' } });
  fireEvent.change(within(form).getByRole('combobox', { name: text.city }), {
    target: { value: '深圳市' },
  });
  fireEvent.change(within(form).getByRole('combobox', { name: text.district }), {
    target: { value: '南山区' },
  });
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
  type(text.detail, detail);
  type(text.phone, '13800138000');
  type(text.recipient, recipient);
}

/** Alerts of the page itself, not the notices in the toaster. */
export function pageAlerts(text: Labels): HTMLElement[] {
  const toasts = screen.queryByRole('list', { name: text.notifications });
  return screen.queryAllByRole('alert').filter((alert) => !toasts?.contains(alert));
}
