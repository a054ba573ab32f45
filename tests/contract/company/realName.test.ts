/** The real-name form: login, required fields, the licence picture, one form per user. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realNameAuth, type RealNameForm } from '../../../src/api/contract/company/programmes';
import { startMock, type MockServer } from '../support/mockServer';
import { uploadedPath } from './uploadHelpers';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const form = (imgList: string[]): RealNameForm => ({
  contactPerson: '李娜',
  phoneNum: '13987654321',
  email: 'lina@example.com',
  addr: '成都市高新区天府大道 88 号',
  postscript: '',
  imgList,
});

const submit = (token: string | undefined, body: unknown, language?: string) =>
  mock.call(realNameAuth, { token, body, query: language ? { language } : {} });

const formsOf = (userId: string) =>
  mock.app.mock.store
    .collection<{ id: string; userId: string; contactPerson: string }>('companyRealNameForms')
    .filter((record) => record.userId === userId);

describe('the real-name form', () => {
  it('answers code 2 without a login', async () => {
    const answer = await submit(undefined, form([]), 'en');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 2,
      msg: 'You are not logged in; please log in first',
      data: null,
    });
  });

  it.each<[string, Partial<Record<keyof RealNameForm, unknown>>, string]>([
    ['no name', { contactPerson: '' }, '请输入姓名'],
    ['no phone', { phoneNum: null }, '请输入手机号码'],
    ['a phone with letters', { phoneNum: '139-8765-4321' }, '请输入数值'],
    ['a phone outside 13x–19x', { phoneNum: '11987654321' }, '手机号码格式不正确'],
    ['no e-mail', { email: '' }, '请输入邮箱'],
    ['a malformed e-mail', { email: 'lina@' }, '邮箱格式不正确'],
    ['no licence picture', { imgList: [] }, '请上传营业执照'],
    ['no picture list at all', { imgList: undefined }, '请上传营业执照'],
    [
      'a picture never uploaded',
      { imgList: ['/mock-assets/uploads/none.png'] },
      '图片无效或不是您上传的，请重新上传',
    ],
  ])('refuses %s with code 0 and its message', async (_case, change, message) => {
    const { token } = mock.createUser();
    const picture = await uploadedPath(mock, token);
    const answer = await submit(token, { ...form([picture]), ...change });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg: message, data: null });
  });

  it('refuses wrongly typed fields with a 400', async () => {
    const { token } = mock.createUser();
    const answer = await submit(token, { ...form([]), email: ['lina@example.com'] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('email') });
  });

  it('stores a valid form; a new one replaces it', async () => {
    const { user, token } = mock.createUser();
    const picture = await uploadedPath(mock, token);
    const first = await submit(token, form([picture]));
    expect(first.body).toMatchObject({
      code: 1,
      msg: '提交成功，请等待审核',
      data: { id: expect.stringMatching(/^rn-/), status: 'pending' },
    });
    const second = await submit(token, { ...form([picture]), contactPerson: '李娜娜' }, 'en');
    expect(second.body).toMatchObject({ code: 1, msg: 'Submitted; we will review it shortly' });
    expect(formsOf(user.id)).toEqual([
      expect.objectContaining({
        id: (second.body as { data: { id: string } }).data.id,
        contactPerson: '李娜娜',
      }),
    ]);
  });

  it("keeps users apart: another user's picture is refused, their forms untouched", async () => {
    const first = mock.createUser();
    const second = mock.createUser();
    const firstPicture = await uploadedPath(mock, first.token);
    expect((await submit(first.token, form([firstPicture]))).body).toMatchObject({ code: 1 });
    expect((await submit(second.token, form([firstPicture]))).body).toMatchObject({
      code: 0,
      msg: '图片无效或不是您上传的，请重新上传',
    });
    const secondPicture = await uploadedPath(mock, second.token);
    expect((await submit(second.token, form([secondPicture]))).body).toMatchObject({ code: 1 });
    expect(formsOf(first.user.id)).toHaveLength(1);
    expect(formsOf(second.user.id)).toHaveLength(1);
  });
});
