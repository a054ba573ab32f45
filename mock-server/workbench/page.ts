/**
 * The control page at /__mock/: server-rendered HTML; workbench.js (script.ts) sends its forms
 * to the mock's /__mock endpoints and refreshes the live parts (docs/decisions.md "Mock workbench").
 */
import { HTML_LANG } from '../../src/i18n/locales';
import { ORDER_TABS, RECEIPT_STATUS } from '../../src/domain/orders';
import { escapeHtml as e } from '../shop/html';
import { SCENARIO_DEFAULTS, scenarioKinds } from '../http/scenarios';
import type { CustomerView, WorkbenchView } from './view';
import { statusName, textsIn, type Say } from './texts';
import { WORKBENCH_PATH, WORKBENCH_SCRIPT } from './paths';

const style = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f4f8;color:#102a43;margin:0}header,main{max-width:1200px;margin:0 auto;padding:16px 24px}header{display:flex;flex-wrap:wrap;gap:16px;align-items:baseline}h1{font-size:24px;margin:0}h2{font-size:18px;margin:0 0 8px}h3{font-size:16px;margin:16px 0 8px}section{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(16,42,67,.1);padding:16px 20px;margin:0 0 16px}.muted{color:#486581;font-size:14px}table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #d9e2ec;vertical-align:top}form{display:inline-flex;flex-wrap:wrap;gap:6px;align-items:center;margin:2px 8px 2px 0}label{display:inline-flex;flex-direction:column;font-size:13px;gap:2px}input,select,button{font:inherit;font-size:14px}button{padding:4px 12px;border:1px solid #0b5cad;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#0b5cad}a{color:#0b5cad}code{font-size:16px;font-weight:700}#status{min-height:1.5em;font-weight:600}#status.error{color:#b42318}`;

const table = (caption: string, head: readonly string[], rows: readonly string[], empty: string) =>
  rows.length === 0
    ? `<p class="muted">${e(empty)}</p>`
    : `<table><caption class="muted">${e(caption)}</caption><thead><tr>${head.map((cell) => `<th scope="col">${e(cell)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;

/** A form the script sends as JSON: `method url`, and a question to confirm first when given. */
const callForm = (method: string, url: string, inner: string, confirm?: string) =>
  `<form data-method="${method}" data-url="${e(url)}"${confirm ? ` data-confirm="${e(confirm)}"` : ''}>${inner}</form>`;

const button = (label: string, secondary = false) =>
  `<button type="submit"${secondary ? ' class="secondary"' : ''}>${e(label)}</button>`;

export function outboxPart(view: WorkbenchView, say: Say): string {
  const rows = view.outbox.map(
    (message) =>
      `<tr><td>${e(message.to)}</td><td><code>${e(message.code)}</code> <button type="button" class="secondary" data-copy="${e(message.code)}" aria-label="${e(`${say('copy')} ${message.code}`)}">${e(say('copy'))}</button></td><td>${e(message.channel)}</td><td>${e(message.sentAt)}</td></tr>`,
  );
  return table(
    say('outbox'),
    [say('to'), say('code'), 'SMS / e-mail', say('sentAt')],
    rows,
    say('outboxEmpty'),
  );
}

export function scenariosPart(view: WorkbenchView, say: Say): string {
  const active = view.scenarios.map(
    (scenario) =>
      `<tr><td>${e(scenario.kind)}</td><td>${e(scenario.path ?? say('anyPath'))}</td><td>${e(scenario.user ?? say('anyone'))}</td><td>${scenario.remaining === null ? e(say('untilCleared')) : scenario.remaining}</td><td>${scenario.kind === 'latency' ? scenario.latencyMs : ''}</td><td>${callForm('DELETE', `/__mock/scenario/${scenario.id}`, button(`${say('clear')} ${scenario.kind}`, true))}</td></tr>`,
  );
  const uses = view.uses.map(
    (use) =>
      `<tr><td>${e(use.at)}</td><td>${e(use.kind)}</td><td>${e(use.path)}</td><td>${use.remaining === null ? e(say('untilCleared')) : use.remaining}</td></tr>`,
  );
  return `<h3>${e(say('active'))}</h3>${table(say('active'), [say('kind'), say('pathFragment'), say('customer'), say('remaining'), say('latency'), say('actions')], active, say('noneActive'))}${view.scenarios.length > 0 ? callForm('DELETE', '/__mock/scenario', button(say('clearAll'), true)) : ''}<h3>${e(say('useLog'))}</h3>${table(say('useLog'), [say('at'), say('kind'), say('usedBy'), say('remaining')], uses, say('noUses'))}`;
}

function scenarioForm(view: WorkbenchView, say: Say): string {
  const kinds = scenarioKinds.map((kind) => `<option>${kind}</option>`).join('');
  const endpoints = view.endpoints
    .map(
      (endpoint) =>
        `<option value="${e(endpoint.path)}">${e(`${endpoint.name} (${endpoint.usedBy.join(', ')})`)}</option>`,
    )
    .join('');
  const inner = `<label>${e(say('kind'))}<select name="kind">${kinds}</select></label><label>${e(say('pathFragment'))}<input name="path" list="endpoints" size="40" maxlength="200" aria-describedby="path-hint"></label><label>${e(say('customer'))}<input name="user" list="usernames" size="16" maxlength="64" aria-describedby="customer-hint"></label><label>${e(say('times'))}<input name="times" type="number" data-number min="0" max="1000" value="${SCENARIO_DEFAULTS.times}" aria-describedby="times-hint"></label><label>${e(say('latency'))}<input name="latencyMs" type="number" data-number min="0" max="30000" step="100" value="${SCENARIO_DEFAULTS.latencyMs}" aria-describedby="latency-hint"></label>${button(say('setScenario'))}`;
  return `${callForm('POST', '/__mock/scenario', inner)}<datalist id="endpoints">${endpoints}</datalist><datalist id="usernames">${view.customers.map((customer) => `<option value="${e(customer.user.username)}"></option>`).join('')}</datalist><p class="muted" id="path-hint">${e(say('pathHint'))}</p><p class="muted" id="customer-hint">${e(say('customerHint'))}</p><p class="muted"><span id="times-hint">${e(say('times'))}: ${e(say('timesHint'))}.</span> <span id="latency-hint">${e(say('latency'))}: ${e(say('latencyHint'))}.</span></p>`;
}

function receiptName(say: Say, status: number): string {
  if (status === RECEIPT_STATUS.issued) return say('receiptIssued');
  if (status === RECEIPT_STATUS.requested) return say('receiptRequested');
  return say('receiptNone');
}

function orderRow(view: WorkbenchView, say: Say, order: CustomerView['orders'][number]): string {
  const base = `/__mock/orders/${order.id}`;
  const options = ORDER_TABS.map(
    (_, status) =>
      `<option value="${status}"${status === order.orderStatus ? ' selected' : ''}>${e(statusName(view.locale, status))}</option>`,
  ).join('');
  const actions = [
    callForm(
      'POST',
      `${base}/ship`,
      `<input name="wuliuId" size="14" aria-label="${e(`${say('trackingNumber')} ${order.id}`)}" placeholder="${e(say('trackingNumber'))}"><input name="wuliuCompany" size="8" aria-label="${e(`${say('carrier')} ${order.id}`)}" placeholder="${e(say('carrier'))}">${button(say('ship'))}`,
    ),
    callForm('POST', `${base}/complete`, button(say('complete'))),
    callForm(
      'POST',
      `${base}/status`,
      `<select name="status" data-number aria-label="${e(`${say('status')} ${order.id}`)}">${options}</select>${button(say('setStatus'), true)}`,
    ),
    order.receiptStatus === RECEIPT_STATUS.requested
      ? callForm('POST', `/__mock/receipts/${order.id}/issue`, button(say('issueInvoice')))
      : '',
    order.receiptStatus === RECEIPT_STATUS.issued
      ? `<a href="/__mock/receipts/${order.id}.pdf" download="invoice-${order.id}.pdf">${e(say('downloadPdf'))}</a>`
      : '',
  ].join('');
  return `<tr><th scope="row">${order.id}</th><td>${e(order.productName)}</td><td>¥${order.orderPay.toFixed(2)}</td><td>${e(statusName(view.locale, order.orderStatus))}</td><td>${e(receiptName(say, order.receiptStatus))}</td><td>${actions}</td></tr>`;
}

function customerPart(view: WorkbenchView, say: Say, customer: CustomerView): string {
  const { user } = customer;
  // A messaging-app login creates its user before a username is chosen (/wXuserDetail).
  const username = user.username || `${say('noUsername')} · ${user.nickname || user.id}`;
  const name = `${username}${customer.isDemo ? ` (${say('demoUser')})` : ''}`;
  const orders = customer.orders.map((order) => orderRow(view, say, order));
  return `<article aria-labelledby="user-${user.id}"><h3 id="user-${user.id}">${e(name)}</h3><p class="muted">${e(say('phone'))} ${e(user.phone)} · ${e(say('email'))} ${e(user.email || '—')} · ${e(say('sessions'))} ${customer.liveSessions}</p>${callForm('POST', `/__mock/users/${user.id}/expire`, button(`${say('expireSession')}`, true))}${callForm('DELETE', `/__mock/users/${user.id}`, button(say('deleteUser'), true), say('confirmDelete'))}${table(`${say('orders')} · ${username}`, [say('order'), say('product'), say('amount'), say('status'), say('receipt'), say('actions')], orders, say('noOrders'))}</article>`;
}

function cataloguePart(view: WorkbenchView, say: Say): string {
  const rows = view.products.map((product) => {
    const check = (name: string, label: string, on: boolean) =>
      `<label>${e(label)}<input type="checkbox" name="${name}" data-flag${on ? ' checked' : ''}></label>`;
    const inner = `<label>${e(say('stock'))}<input name="productSku" type="number" data-number min="0" max="100000" value="${product.stock}"></label>${check('auditStatus', say('audited'), product.audited)}${check('uploadStatus', say('listed'), product.listed)}${button(say('save'), true)}`;
    return `<tr><th scope="row">${e(product.id)}</th><td>${e(product.name)}</td><td>${product.stock}</td><td>${e(say(product.audited ? 'yes' : 'no'))}</td><td>${e(say(product.listed ? 'yes' : 'no'))}</td><td>${callForm('POST', `/__mock/products/${product.id}`, inner)}</td></tr>`;
  });
  return `<details><summary>${e(say('catalogue'))} (${view.products.length})</summary>${table(say('catalogue'), ['id', say('product'), say('stock'), say('audited'), say('listed'), say('actions')], rows, '')}</details>`;
}

export function workbenchPage(view: WorkbenchView): string {
  const say = textsIn(view.locale);
  const other = view.locale === 'en' ? 'zh' : 'en';
  const data = view.collections
    .map((name) => `<li><a href="/__mock/data/${e(name)}">${e(name)}</a></li>`)
    .join('');
  const body = `<header><h1>${e(say('title'))}</h1><a href="${WORKBENCH_PATH}?language=${other}" lang="${HTML_LANG[other]}">${e(say('otherLanguage'))}</a><a href="/">${e(say('openApp'))}</a><a href="/#/__machines">${e(say('machines'))}</a></header><main><p class="muted">${e(say('intro'))}</p><p id="status" role="status" aria-live="polite"></p>
<section aria-labelledby="outbox"><h2 id="outbox">${e(say('outbox'))}</h2><p class="muted">${e(say('outboxHint'))}</p><div data-live="outbox">${outboxPart(view, say)}</div></section>
<section aria-labelledby="scenarios"><h2 id="scenarios">${e(say('scenarios'))}</h2>${scenarioForm(view, say)}<div data-live="scenarios">${scenariosPart(view, say)}</div></section>
<section aria-labelledby="customers"><h2 id="customers">${e(say('customers'))}</h2><p class="muted">${e(say('invoiceNeeds'))}</p>${view.customers.map((customer) => customerPart(view, say, customer)).join('')}</section>
<section aria-labelledby="catalogue"><h2 id="catalogue">${e(say('catalogue'))}</h2>${cataloguePart(view, say)}</section>
<section aria-labelledby="data"><h2 id="data">${e(say('data'))}</h2><p class="muted">${e(say('dataHint'))}</p><ul>${data}</ul></section>
<section aria-labelledby="reset"><h2 id="reset">${e(say('reset'))}</h2><p class="muted">${e(say('resetHint'))}</p>${callForm('POST', '/__mock/reset', button(say('resetButton'), true), say('confirmReset'))}</section></main>`;
  return `<!doctype html><html lang="${HTML_LANG[view.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${e(say('title'))}</title><style>${style}</style></head><body data-language="${view.locale}" data-done="${e(say('done'))}" data-copied="${e(say('copied'))}">${body}<script src="${WORKBENCH_SCRIPT}"></script></body></html>`;
}
