/**
 * The control page's texts in both languages. The mock writes its own pages in the request's
 * language (http/language.ts); the app's catalogues are for the app's own screens.
 */
import type { Locale } from '../../src/i18n/locales';
import { ORDER_TABS } from '../../src/domain/orders';

const texts = {
  title: ['模拟后端控制台', 'Mock backend workbench'],
  intro: [
    '只在开发环境中存在：查看验证码、设置故障场景、扮演商家、查看数据。',
    'Development only: read codes, set fault scenarios, play the merchant, browse the data.',
  ],
  otherLanguage: ['English', '中文'],
  openApp: ['打开应用', 'Open the app'],
  machines: ['状态机', 'State machines'],
  outbox: ['发件箱', 'Outbox'],
  outboxHint: ['最新的验证码在前，每 2 秒刷新。', 'Newest codes first, refreshed every 2 s.'],
  outboxEmpty: ['还没有发送任何验证码。', 'No code has been sent yet.'],
  to: ['收件人', 'To'],
  code: ['验证码', 'Code'],
  sentAt: ['发送时间', 'Sent at'],
  copy: ['复制', 'Copy'],
  copied: ['已复制', 'Copied'],
  scenarios: ['故障场景', 'Scenarios'],
  kind: ['类型', 'Kind'],
  pathFragment: ['路径片段', 'Path fragment'],
  pathHint: [
    '留空：下一个任意接口调用使用它。可从接口列表中选择（括号内为调用它的页面）。',
    'Empty: the next call to any endpoint takes it. Pick one from the endpoint list (the screens that call it in brackets).',
  ],
  customer: ['客户（用户名）', 'Customer (username)'],
  customerHint: [
    '留空：所有调用者。填写后只影响该客户的调用（paymentNeverConfirms 和 stockZero 除外）。',
    "Empty: every caller. Filled in: only this customer's calls (not for paymentNeverConfirms and stockZero).",
  ],
  anyone: ['所有调用者', 'every caller'],
  times: ['次数', 'Times'],
  timesHint: ['0 表示直到清除', '0 means until cleared'],
  latency: ['延迟（毫秒）', 'Latency (ms)'],
  latencyHint: ['仅用于 latency 类型', 'Used by the latency kind only'],
  setScenario: ['设置场景', 'Set scenario'],
  active: ['生效中的场景', 'Active scenarios'],
  noneActive: ['没有生效中的场景。', 'No scenario is active.'],
  remaining: ['剩余次数', 'Uses left'],
  untilCleared: ['直到清除', 'until cleared'],
  anyPath: ['任意接口', 'any endpoint'],
  clear: ['清除', 'Clear'],
  clearAll: ['全部清除', 'Clear all'],
  useLog: ['使用记录', 'Use log'],
  noUses: ['还没有场景被使用。', 'No scenario has been used yet.'],
  usedBy: ['使用者', 'Used by'],
  at: ['时间', 'At'],
  customers: ['客户', 'Customers'],
  demoUser: ['演示用户', 'demo user'],
  noUsername: ['未设用户名的微信用户', 'WeChat user without a username'],
  phone: ['手机', 'Phone'],
  email: ['邮箱', 'E-mail'],
  sessions: ['有效会话', 'Live sessions'],
  expireSession: ['立即让会话过期', 'Expire session now'],
  deleteUser: ['删除用户', 'Delete user'],
  confirmDelete: [
    '确定删除该用户及其购物车、地址和订单？',
    'Delete this user with their cart, addresses and orders?',
  ],
  orders: ['订单', 'Orders'],
  noOrders: ['没有订单。', 'No orders.'],
  order: ['订单号', 'Order No.'],
  product: ['商品', 'Product'],
  amount: ['金额', 'Amount'],
  status: ['状态', 'Status'],
  receipt: ['发票', 'Invoice'],
  actions: ['操作', 'Actions'],
  trackingNumber: ['物流单号', 'Tracking number'],
  carrier: ['物流公司', 'Carrier'],
  ship: ['发货', 'Ship'],
  complete: ['确认收货', 'Complete'],
  setStatus: ['设为此状态', 'Set status'],
  issueInvoice: ['开具发票', 'Issue invoice'],
  downloadPdf: ['下载 PDF', 'Download PDF'],
  receiptNone: ['未申请', 'not requested'],
  receiptRequested: ['已申请', 'requested'],
  receiptIssued: ['已开具', 'issued'],
  invoiceNeeds: [
    '发票只能在订单“已完成”（状态 2）且客户已申请后开具。',
    'An invoice can be issued only for a completed order (status 2) whose customer requested one.',
  ],
  catalogue: ['商品库存与上架', 'Catalogue: stock and shelf'],
  stock: ['库存', 'Stock'],
  audited: ['已审核', 'Audited'],
  listed: ['已上架', 'Listed'],
  save: ['保存', 'Save'],
  yes: ['是', 'yes'],
  no: ['否', 'no'],
  data: ['数据', 'Data'],
  dataHint: [
    '公开内容的只读 JSON（json-server 路由）。',
    "The public content's read-only JSON (json-server's router).",
  ],
  reset: ['重置', 'Reset'],
  resetHint: [
    '把保存的状态（用户、购物车、订单、验证码……）恢复为种子数据。',
    'Returns the saved state (users, carts, orders, codes...) to the seed.',
  ],
  resetButton: ['重置为种子数据', 'Reset to the seed'],
  confirmReset: ['确定重置所有保存的状态？', 'Reset all saved state?'],
  done: ['完成', 'Done'],
} as const satisfies Record<string, readonly [string, string]>;

export type TextKey = keyof typeof texts;

/** The texts of one language. */
export const textsIn = (locale: Locale) => (key: TextKey) => texts[key][locale === 'en' ? 1 : 0];
export type Say = ReturnType<typeof textsIn>;

const statusNames: Record<(typeof ORDER_TABS)[number], readonly [string, string]> = {
  notShipped: ['待发货', 'not shipped'],
  shipped: ['已发货', 'shipped'],
  completed: ['已完成', 'completed'],
  refund: ['退款', 'refund'],
  exchange: ['换货', 'exchange'],
  refundApproved: ['退款已同意', 'refund approved'],
  refunded: ['已退款', 'refunded'],
  exchangeInProgress: ['换货中', 'exchange in progress'],
  exchangeCompleted: ['换货完成', 'exchange completed'],
  unpaid: ['待付款', 'unpaid'],
};

/** An order status as `code name`, e.g. `9 unpaid`. */
export const statusName = (locale: Locale, status: number): string => {
  const key = ORDER_TABS[status];
  return key ? `${status} ${statusNames[key][locale === 'en' ? 1 : 0]}` : String(status);
};
