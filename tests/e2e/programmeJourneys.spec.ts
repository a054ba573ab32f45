/**
 * The partner programmes as a visitor uses them (content-and-profile screens 11 and 13, §4,
 * §5, §8): the cooperation page's success cases tab, the online application filled in by
 * hand with a picture upload, sent logged in (home, with the confirmation) and logged out
 * (the offer to log in, which comes back to the form), and the real-name form with its
 * licence picture.
 */
import type { Page } from '@playwright/test';
import { startLoggedIn } from './loginSupport';
import { newCustomer } from './shopSupport';
import { expectAccessible, openInLanguage } from './contentSupport';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

/** A small PNG, as a phone photo of a licence would be for the mock (it sniffs the bytes). */
const LICENCE = {
  name: 'licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGUlEQVR42mNkYPj/n4EUwDiqYVTDqAYyAQCnxB/xdlPjhQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('cooperation: the success cases tab, its pages, and back to the partners', async ({
  page,
}) => {
  await openInLanguage(page, 'zh');
  await page.goto('#/cooperation');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: '合作伙伴', selected: true })).toBeVisible();
  await expect(main.getByRole('img', { name: '华信能源集团' })).toBeVisible();

  await main.getByRole('tab', { name: '成功案例' }).click();
  await expect(page).toHaveURL(/succs=true/);
  const cases = main.getByRole('tabpanel', { name: '成功案例' }).getByRole('heading', { level: 3 });
  await expect(cases).toHaveCount(6);
  await expect(cases.first()).toHaveText('苏州冷链车辆定位追踪项目');

  await main.getByRole('button', { name: '第 2 页，共 3 页' }).click();
  await expect(page).toHaveURL(/succs=true.*page=2|page=2.*succs=true/);
  await expect(cases.first()).toHaveText('南京配电房智能巡检项目');
  await expectAccessible(page);

  // Reloading keeps the tab and the page the visitor was on.
  await page.reload();
  await expect(main.getByRole('tab', { name: '成功案例', selected: true })).toBeVisible();
  await expect(cases.first()).toHaveText('南京配电房智能巡检项目');

  await main.getByRole('tab', { name: '合作伙伴' }).click();
  await expect(page).not.toHaveURL(/succs/);
  await expect(main.getByRole('img', { name: '华信能源集团' })).toBeVisible();
});

/** The application form's labels in Chinese. */
const form = (page: Page) => {
  const main = page.getByRole('main');
  return {
    main,
    deviceType: main.getByRole('combobox', { name: '合作的设备类型' }),
    applyName: main.getByRole('textbox', { name: '申请单位或个人名称' }),
    contactPerson: main.getByRole('textbox', { name: '联系人' }),
    phone: main.getByRole('textbox', { name: '手机号码' }),
    email: main.getByRole('textbox', { name: '邮箱' }),
    address: main.getByRole('textbox', { name: '地址', exact: true }),
    submit: main.getByRole('button', { name: '提交申请' }),
  };
};

test('online application: device type first, every field, a licence picture, sent and home', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  await startLoggedIn(page, customer);
  await openInLanguage(page, 'zh');
  const applications: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/applyOnlineSign')) applications.push(sent.url());
  });
  await page.goto('#/contract');
  const { main, deviceType, applyName, contactPerson, phone, email, address, submit } = form(page);
  await expect(main.getByText('申请类型：合作伙伴认证')).toBeVisible();

  // Typing before a device type is chosen only brings the hint.
  await applyName.pressSequentially('瑞');
  await expect(main.getByRole('status').filter({ hasText: '请先选择设备类型' })).toBeVisible();
  await expect(applyName).toHaveValue('');

  await deviceType.selectOption({ label: 'NB-IoT 模组' });
  // Sending an empty form says what is missing.
  await submit.click();
  await expect(main.getByText('请输入申请单位或个人名称')).toBeVisible();
  await expect(main.getByText('请输入联系人')).toBeVisible();
  await expectAccessible(page);

  await applyName.fill('杭州物联科技有限公司');
  await contactPerson.fill('王芳');
  await phone.fill('1380013');
  await email.fill('wang.fang@example.com');
  await main.getByRole('radio', { name: '公司', exact: true }).check();
  await expect(main.getByRole('radio', { name: '有限责任公司' })).toBeChecked();
  await main.getByRole('radio', { name: '股份有限公司' }).check();
  await main.getByRole('textbox', { name: '身份证号码' }).fill('330106199001011234');
  await main.getByRole('textbox', { name: '网站' }).fill('https://iot.example.com');
  await main.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await main.getByRole('combobox', { name: '城市' }).selectOption('杭州市');
  await main.getByRole('combobox', { name: '区/县' }).selectOption('西湖区');
  await address.fill('文三路 90 号');
  await main.getByRole('textbox', { name: '期望代理区域' }).fill('浙江省全境');
  await main.getByRole('combobox', { name: '商务对接人' }).selectOption({ index: 1 });
  await main.getByLabel('营业执照及其他图片').setInputFiles(LICENCE);
  const preview = main
    .getByRole('list', { name: '已上传的图片' })
    .getByRole('img', { name: '图片 1' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await main.getByRole('textbox', { name: '备注' }).fill('希望尽快安排样品测试。');

  // A short phone number is refused before anything is sent.
  await submit.click();
  await expect(main.getByText('手机号码格式不正确')).toBeVisible();
  expect(applications).toEqual([]);
  await phone.fill('13800138000');

  const sent = page.waitForRequest((request) => request.url().includes('/applyOnlineSign'));
  await submit.click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    signType: 1,
    deviceTypeName: 'NB-IoT 模组',
    applyName: '杭州物联科技有限公司',
    contactPerson: '王芳',
    phoneNum: '13800138000',
    email: 'wang.fang@example.com',
    managementMode: 2,
    companyType: 'jointStock',
    idCardNum: '330106199001011234',
    website: 'https://iot.example.com',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    addr: '文三路 90 号',
    expectArea: '浙江省全境',
    postscript: '希望尽快安排样品测试。',
  });
  expect(body.imgList).toHaveLength(1);
  await expect(page).toHaveURL(/#\/homePage$/);
  await expect(page.getByRole('status').filter({ hasText: '申请提交成功' })).toBeVisible();
});

test('online application logged out: the offer to log in leads to login and back to the form', async ({
  page,
}) => {
  await openInLanguage(page, 'en');
  await page.goto('#/applyAgent');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Device type you will work with' }).selectOption({
    label: 'Smart meter',
  });
  await main.getByRole('textbox', { name: 'Applicant (company or person)' }).fill('ACME IoT');
  await main.getByRole('textbox', { name: 'Contact person' }).fill('Li Lei');
  await main.getByRole('textbox', { name: 'Mobile phone' }).fill('13900139000');
  await main.getByRole('textbox', { name: 'E-mail' }).fill('li.lei@example.com');
  await main.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Keji Road, Wuhan');
  await main.getByRole('combobox', { name: 'Business contact' }).selectOption({ index: 1 });
  await main.getByRole('button', { name: 'Submit application' }).click();

  const offer = page.getByRole('alertdialog', { name: 'You are not logged in' });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Stay here' }).click();
  await expect(main.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Li Lei');

  await main.getByRole('button', { name: 'Submit application' }).click();
  await page
    .getByRole('alertdialog', { name: 'You are not logged in' })
    .getByRole('button', { name: 'Log in' })
    .click();
  await expect(page).toHaveURL(/#\/loginn\?redirect=(%2F|\/)applyAgent$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('real-name authentication: the licence picture is required, then the form is sent', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  await startLoggedIn(page, customer);
  await openInLanguage(page, 'en');
  await page.goto('#/realName');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Your name' }).fill('Wang Fang');
  await main.getByRole('textbox', { name: 'Mobile phone' }).fill(customer.phone);
  await main.getByRole('textbox', { name: 'E-mail' }).fill('wang.fang@example.com');
  await main.getByRole('button', { name: 'Submit for review' }).click();
  await expect(main.getByText('Please upload your business licence')).toBeVisible();

  await main.getByLabel('Business licence (picture)').setInputFiles(LICENCE);
  await expect(main.getByText('1 of 9 pictures')).toBeVisible();
  await expect(
    main.getByRole('list', { name: 'Uploaded pictures' }).getByRole('img', { name: 'Picture 1' }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/#\/homePage$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Submitted; we will review it shortly' }),
  ).toBeVisible();
});
