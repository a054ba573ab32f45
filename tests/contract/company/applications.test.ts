/** The online application: login, the §5 rules with their messages, storage, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyOnlineSign,
  type ApplicationForm,
} from '../../../src/api/contract/company/programmes';
import { startMock, type MockServer } from '../support/mockServer';
import { uploadedPath } from './uploadHelpers';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const validForm = (imgList: string[] = []): ApplicationForm => ({
  signType: 1,
  deviceTypeId: '1',
  deviceTypeName: 'anything',
  applyName: '杭州海川智能科技有限公司',
  contactPerson: '王磊',
  phoneNum: '13812345678',
  email: 'wanglei@example.com',
  addr: '杭州市滨江区江南大道 100 号',
  businessPerId: 'bp02',
  postscript: '希望成为华东区合作伙伴',
  imgList,
});

const apply = (token: string | undefined, body: unknown, language?: string) =>
  mock.call(applyOnlineSign, { token, body, query: language ? { language } : {} });

const stored = () =>
  mock.app.mock.store.collection<{ id: string; userId: string } & Record<string, unknown>>(
    'companyApplications',
  );

describe('applying without a login', () => {
  it('answers code 2 with HTTP 200, in the form language', async () => {
    const zh = await apply(undefined, validForm());
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ code: 2, msg: '您尚未登录，请先登录', data: null });
    const { token } = mock.createUser();
    mock.app.mock.sessions.expire(token);
    const en = await apply(token, validForm(), 'en');
    expect(en.body).toMatchObject({ code: 2, msg: 'You are not logged in; please log in first' });
  });
});

describe('the rules of the form', () => {
  it.each<[string, Partial<Record<keyof ApplicationForm, unknown>>, string]>([
    [
      'no device type, before anything else',
      { deviceTypeId: '', applyName: '' },
      '请先选择设备类型',
    ],
    ['an unknown device type', { deviceTypeId: '99' }, '设备类型不存在，请重新选择'],
    ['a blank applicant', { applyName: '   ' }, '请输入申请单位或个人名称'],
    ['no contact person', { contactPerson: null }, '请输入联系人'],
    ['no phone', { phoneNum: '' }, '请输入手机号码'],
    ['a phone with letters', { phoneNum: '138abc45678' }, '请输入数值'],
    ['a phone outside 13x–19x', { phoneNum: '12812345678' }, '手机号码格式不正确'],
    ['a phone of 10 digits', { phoneNum: '1381234567' }, '手机号码格式不正确'],
    ['no e-mail', { email: undefined }, '请输入邮箱'],
    ['a malformed e-mail', { email: 'wanglei.example.com' }, '邮箱格式不正确'],
    ['no address', { addr: '' }, '请输入详细地址'],
    ['no business contact', { businessPerId: '' }, '请选择商务对接人'],
    ['an unknown business contact', { businessPerId: 'bp99' }, '商务对接人不存在，请重新选择'],
    ['a management mode of 3', { managementMode: 3 }, '经营模式只能是个人（1）或公司（2）'],
    [
      'an unknown company type',
      { companyType: 'partnership' },
      '企业类型只能是有限责任公司、股份有限公司或个人独资企业',
    ],
    ['a malformed ID card number', { idCardNum: '1234' }, '身份证号码格式不正确'],
    ['an unknown application type', { signType: 7 }, '申请类型不正确'],
    ['an incubator application without its incubator', { signType: 3 }, '请选择要入驻的孵化器'],
    ['an unknown incubator', { signType: 3, contractTypeId: '999' }, '孵化器不存在'],
    ['a full incubator', { signType: 3, contractTypeId: '305' }, '该孵化器工位已满，暂不接受申请'],
    [
      'a picture that was never uploaded',
      { imgList: ['/mock-assets/uploads/feed.png'] },
      '图片无效或不是您上传的，请重新上传',
    ],
    [
      'a foreign picture URL',
      { imgList: ['https://elsewhere.example/a.png'] },
      '图片无效或不是您上传的，请重新上传',
    ],
  ])('refuses %s with code 0 and its message', async (_case, change, message) => {
    const { token } = mock.createUser();
    const answer = await apply(token, { ...validForm(), ...change });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg: message, data: null });
  });

  it('words the messages in English for an English form', async () => {
    const { token } = mock.createUser();
    const answer = await apply(token, { ...validForm(), phoneNum: '12812345678' }, 'en');
    expect(answer.body).toMatchObject({ code: 0, msg: 'Incorrect phone number format' });
  });

  it.each<[string, unknown]>([
    ['a number as the applicant', { ...validForm(), applyName: 123 }],
    ['text as the management mode', { ...validForm(), managementMode: 'company' }],
    ['one path instead of a list', { ...validForm(), imgList: '/mock-assets/uploads/a.png' }],
    ['an applicant of 101 characters', { ...validForm(), applyName: 'x'.repeat(101) }],
    ['a list instead of a form', [validForm()]],
  ])('refuses %s with a 400', async (_case, body) => {
    const { token } = mock.createUser();
    const answer = await apply(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('bad body') });
  });
});

describe('a valid application', () => {
  it('is stored for the caller with the names the server knows and the defaults', async () => {
    const { user, token } = mock.createUser();
    const picture = await uploadedPath(mock, token);
    const answer = await apply(token, { ...validForm([picture]), userId: 'someone-else' });
    expect(answer.body).toMatchObject({
      code: 1,
      msg: '申请提交成功',
      data: { id: expect.stringMatching(/^ap-/), status: 'pending' },
    });
    const id = (answer.body as { data: { id: string } }).data.id;
    expect(stored().get(id)).toMatchObject({
      userId: user.id,
      deviceTypeId: '1',
      deviceTypeName: '4G DTU',
      businessPerId: 'bp02',
      businessPerName: expect.stringMatching(/[\u4e00-\u9fff]/),
      managementMode: 2,
      companyType: 'limitedLiability',
      imgList: [picture],
    });
  });

  it('accepts English ids and stores their base ids', async () => {
    const { token } = mock.createUser();
    const answer = await apply(
      token,
      { ...validForm(), deviceTypeId: '2_en', businessPerId: 'bp01_en', managementMode: 1 },
      'en',
    );
    expect(answer.body).toMatchObject({ code: 1, msg: 'Application submitted successfully' });
    const id = (answer.body as { data: { id: string } }).data.id;
    expect(stored().get(id)).toMatchObject({
      deviceTypeId: '2',
      deviceTypeName: 'NB-IoT module',
      businessPerId: 'bp01',
      managementMode: 1,
    });
  });

  it('is refused a second time for the same programme, not for another one', async () => {
    const { token } = mock.createUser();
    expect((await apply(token, validForm())).body).toMatchObject({ code: 1 });
    expect((await apply(token, validForm())).body).toEqual({
      code: 0,
      msg: '您已提交过该申请，请耐心等待审核',
      data: null,
    });
    expect((await apply(token, { ...validForm(), signType: 2 })).body).toMatchObject({ code: 1 });
    const incubator = { ...validForm(), signType: 3, contractTypeId: '301' };
    expect((await apply(token, incubator)).body).toMatchObject({ code: 1 });
    expect((await apply(token, { ...incubator, contractTypeId: '302_en' })).body).toMatchObject({
      code: 1,
    });
    expect((await apply(token, incubator)).body).toMatchObject({ code: 0 });
  });
});

describe('isolation between users', () => {
  it("refuses another user's uploaded picture and keeps each user's applications apart", async () => {
    const first = mock.createUser();
    const second = mock.createUser();
    const firstPicture = await uploadedPath(mock, first.token);
    const refused = await apply(second.token, validForm([firstPicture]));
    expect(refused.body).toEqual({
      code: 0,
      msg: '图片无效或不是您上传的，请重新上传',
      data: null,
    });
    // The first user applying does not count as the second user's application, nor the reverse.
    expect((await apply(first.token, validForm([firstPicture]))).body).toMatchObject({ code: 1 });
    const secondPicture = await uploadedPath(mock, second.token);
    expect((await apply(second.token, validForm([secondPicture]))).body).toMatchObject({
      code: 1,
    });
    const owners = stored()
      .all()
      .filter((record) => [first.user.id, second.user.id].includes(record.userId));
    expect(owners.map((record) => record.userId).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
  });
});
