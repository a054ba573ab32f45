import { startMock } from './tests/contract/support/mockServer';
const m = await startMock();
const { token } = m.createUser();
const paths = ['/f/eshopping/customReceipt/createReceipt', '/reach/portal/api/cooperate/applyOnlineSign', '/f/eshopping/eshoppingModeAndProduct/saveShoppingCart'];
for (const p of paths) {
  const a = await m.raw(p + '?eshoppingtoken=' + token, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: '{"x":' });
  console.log(p, a.status, a.text);
  const b = await m.raw(p + '?eshoppingtoken=' + token, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: JSON.stringify({ x: 'y'.repeat(2_000_000) }) });
  console.log(p, b.status, b.text);
  const c = await m.raw(p + '?eshoppingtoken=' + token, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: '{}' });
  console.log(p, c.status, c.text);
}
const d = await m.raw('/reach/portal/api/cooperate/applyOnlineSign', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: JSON.stringify({ signType: 1, deviceTypeId: 1, applyName: 'a', contactPerson: 'b', phoneNum: '13800138000', email: 'a@b.cn', addr: 'x', businessPerId: 1 }) });
console.log(d.status, d.text);
await m.close();
