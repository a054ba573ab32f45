/**
 * Every content, support and programme route in Chromium, in Chinese and English, once with
 * the mock's realistic data and once with a backend that answers every call with nothing
 * (content-and-profile §1: the built-in content is the fallback). Each visit checks what a
 * visitor sees on that page and that axe-core finds no serious or critical violation on it;
 * the fixture fails the test on any console error.
 *
 * Routes are grouped a few per test and reached the way a link would (a hash change), so the
 * 28 routes × 2 languages × 2 backends stay within the suite's time budget.
 */
import type { Locator, Page } from '@playwright/test';
import {
  EMPTY_BACKEND,
  expectAccessible,
  LANGUAGES,
  openInLanguage,
  type Language,
} from './contentSupport';
import { expect, test } from './fixtures';

/**
 * Something the visitor sees on the page: a text, or any visible element found in `main`
 * (perhaps after scrolling, for what loads as the reader nears it).
 */
type Sight = string | ((main: Locator) => Locator | Promise<Locator>);

interface Seen {
  /** The page's only `h1`. */
  heading: string;
  sights: Sight[];
}

type PerLanguage = Record<Language, Seen>;

interface ContentRoute {
  path: string;
  /** With the mock's realistic data. */
  data: PerLanguage;
  /** With every call answering nothing. */
  empty: PerLanguage;
  /** Where the address ends up, when the route redirects. */
  landsOn?: RegExp;
  /** A further check with the realistic data. */
  dataCheck?: (page: Page) => Promise<void>;
}

const seen = (heading: string, ...sights: Sight[]): Seen => ({ heading, sights });

const selectedTab = (name: string) => (main: Locator) =>
  main.getByRole('tab', { name, selected: true });
const image = (name: string) => (main: Locator) => main.getByRole('img', { name });
/** Found once the reader has scrolled to the end of the page. */
const atTheEnd = (find: (main: Locator) => Locator) => async (main: Locator) => {
  await main.page().evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  return find(main);
};
const button = (name: string) => (main: Locator) => main.getByRole('button', { name });
/** The whole text of an element, where a longer text contains it. */
const exactly = (text: string) => (main: Locator) => main.getByText(text, { exact: true });
const link = (name: string) => (main: Locator) => main.getByRole('link', { name }).first();
const frame = (name: string) => (main: Locator) => main.locator(`iframe[title="${name}"]`);
/** A dropdown offering a choice (its options are hidden until it opens). */
const choice = (label: string, option: string) => (main: Locator) =>
  main
    .getByRole('combobox', { name: label })
    .filter({ has: main.page().getByRole('option', { name: option, includeHidden: true }) });

/**
 * The mock's text for this series carries `<img src="x" onerror=…>`: in a real browser the
 * picture loads and fails, and the handler, had it survived sanitizing, would run.
 */
async function scriptInServerTextStaysInert(page: Page) {
  const probe = page.getByRole('main').locator('img[src="x"]');
  await probe.scrollIntoViewIfNeeded();
  await expect.poll(() => probe.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  expect(await page.evaluate(() => '__portalXss' in window)).toBe(false);
}

const HOME_ZH = '瑞驰物联：物联网模组、网关、智能电表与云服务';
const HOME_EN = 'Reach IoT: IoT modules, gateways, smart meters and cloud services';

const home: Omit<ContentRoute, 'path'> = {
  data: {
    zh: seen(
      HOME_ZH,
      '全系列物联网通信模组，连接万物',
      '武汉智慧水务项目',
      '瑞驰物联获评国家级专精特新“小巨人”企业',
      atTheEnd(image('公司发展历程（2008–2024）')),
    ),
    en: seen(
      HOME_EN,
      'Cellular modules for every connected thing',
      'Smart Water in Wuhan',
      'Reach IoT named a national "Little Giant" enterprise',
      atTheEnd(image('Company milestones, 2008 to 2024')),
    ),
  },
  empty: {
    zh: seen(
      HOME_ZH,
      '让每一台设备连接云端',
      '客户故事请见合作生态页面。',
      '最新消息请见新闻中心。',
      '这些产品可在我们的网上商城中找到。',
    ),
    en: seen(
      HOME_EN,
      'Connecting every device to the cloud',
      "Our customers' stories are on the cooperation page.",
      'The latest news is in the news centre.',
      'These products are in our online shop.',
    ),
  },
};

/** The block pages' built-in content when the backend has none of their blocks. */
const builtInBlocks = {
  zh: ['为什么选择我们', '详细内容即将上线'],
  en: ['Why choose us', 'Details are on their way'],
};

const blockAndAboutPages: ContentRoute[] = [
  { path: '/', landsOn: /#\/homePage$/, ...home },
  { path: '/homePage', ...home },
  {
    path: '/produceSeries?routerId=p11',
    dataCheck: scriptInServerTextStaysInert,
    data: {
      zh: seen('NB-IoT模组', '产品中心：模组、终端、网关与表计', '产品型号', 'RH-N10 NB-IoT模组'),
      en: seen('NB-IoT Modules', 'Products: modules, terminals, gateways and meters', 'Models'),
    },
    empty: {
      zh: seen('产品中心', ...builtInBlocks.zh),
      en: seen('Products', ...builtInBlocks.en),
    },
  },
  {
    path: '/addValue?serviceTypeId=s11',
    data: {
      zh: seen('瑞驰物联网云平台', '增值服务：平台、软件与数据服务', '设备影子与规则引擎'),
      en: seen(
        'Reach IoT Cloud Platform',
        'Value-added services: platform, software and data',
        'Device shadows and a rules engine',
      ),
    },
    empty: {
      zh: seen('数据服务', ...builtInBlocks.zh),
      en: seen('Data services', ...builtInBlocks.en),
    },
  },
  {
    path: '/Pass',
    data: {
      zh: seen('瑞驰云 PaaS 平台', '瑞驰云 PaaS：物联网平台即服务', '平台能力', '设备接入'),
      en: seen('Reach Cloud PaaS', 'Reach Cloud PaaS: IoT platform as a service', 'Capabilities'),
    },
    empty: {
      zh: seen('物联网平台', ...builtInBlocks.zh),
      en: seen('IoT platform', ...builtInBlocks.en),
    },
  },
  {
    path: '/solve?solutionTypeId=so11',
    data: {
      zh: seen('NB-IoT智能水表方案', selectedTab('方案介绍'), '系统架构', '行业痛点：'),
      en: seen(
        'NB-IoT Water Meter Solution',
        selectedTab('Solution introduction'),
        'Architecture',
        'The problem:',
      ),
    },
    empty: {
      zh: seen('解决方案', selectedTab('方案介绍'), '详细内容即将上线'),
      en: seen('Solutions', selectedTab('Solution introduction'), 'Details are on their way'),
    },
  },
  {
    path: '/Airlan',
    data: {
      zh: seen('AirLand 空天地一体化物联网', '三网融合', '空天地一体化物联网介绍'),
      en: seen('AirLand air-ground integrated IoT', 'Three networks in one', 'Applications'),
    },
    empty: {
      zh: seen('AirLand 空天地一体化物联网', ...builtInBlocks.zh),
      en: seen('AirLand air-ground integrated IoT', ...builtInBlocks.en),
    },
  },
  {
    path: '/reach',
    data: {
      zh: seen(
        '关于瑞驰物联',
        '十五年以上的研发积累',
        '发展历程（2008–2024）',
        '瑞驰物联在深圳成立',
      ),
      en: seen('About Reach IoT', 'More than 15 years of research', 'Our history, 2008 to 2024'),
    },
    empty: {
      zh: seen('关于瑞驰物联', '瑞驰物联于 2008 年在深圳成立。', '发展历程（2008–2024）'),
      en: seen(
        'About Reach IoT',
        'Reach IoT was founded in Shenzhen in 2008.',
        'Our history, 2008 to 2024',
      ),
    },
  },
];

const mediaAndContactPages: ContentRoute[] = [
  {
    path: '/videoView',
    data: {
      zh: seen(
        '视频中心',
        '视频中心：看懂物联网的每一个细节',
        selectedTab('全部'),
        button('播放 RG-520 边缘计算网关产品介绍'),
      ),
      en: seen(
        'Video centre',
        'Video centre: IoT explained',
        selectedTab('All'),
        button('Play RG-520 edge computing gateway product overview'),
      ),
    },
    empty: {
      zh: seen('视频中心', '这里还没有发布视频。'),
      en: seen('Video centre', 'No videos have been published here yet.'),
    },
  },
  {
    path: '/news',
    data: {
      zh: seen('新闻中心', '新闻中心：瑞驰物联最新动态', link('RL-210 LoRa 终端通过 CCC 认证')),
      en: seen(
        'News centre',
        'News: the latest from Reach IoT',
        link('RL-210 LoRa terminal passes CCC certification'),
      ),
    },
    empty: {
      zh: seen('新闻中心', '暂无新闻。'),
      en: seen('News centre', 'No news has been published yet.'),
    },
  },
  {
    path: '/contact',
    data: {
      zh: seen('联系我们', '公司总部', '客户服务', '华南区（深圳总部）'),
      en: seen(
        'Contact us',
        'Headquarters',
        'Customer service',
        'South China (Shenzhen headquarters)',
      ),
    },
    empty: {
      zh: seen('联系我们', '我们的联系方式正在更新中。', link('商务咨询')),
      en: seen('Contact us', 'Our contact details are being updated.', link('Business consulting')),
    },
  },
  {
    path: '/addUs',
    data: {
      zh: seen('加入我们', '研发中心', '嵌入式软件工程师', link('hr@reachiot.example.com')),
      en: seen(
        'Join us',
        'Research and development',
        'Embedded software engineer',
        link('hr@reachiot.example.com'),
      ),
    },
    empty: {
      zh: seen('加入我们', '目前暂无公开职位，欢迎主动投递简历。'),
      en: seen('Join us', 'There are no openings listed right now'),
    },
  },
  {
    path: '/doc',
    data: {
      zh: seen(
        '资料下载',
        '资料下载：驱动、固件与工具',
        choice('设备类型', '边缘计算网关'),
        link('登录后下载 RC-C180 Cat.1 模组配置工具使用说明 V3.4.pdf'),
      ),
      en: seen(
        'Downloads',
        'Downloads: drivers, firmware and tools',
        choice('Device type', 'Edge computing gateway'),
        link('Log in to download RC-C180 Cat.1 module Configuration Tool Guide V3.4.pdf'),
      ),
    },
    empty: {
      zh: seen('资料下载', '暂无可下载的资料。'),
      en: seen('Downloads', 'No documents are available for download yet.'),
    },
  },
  {
    path: '/updView',
    data: {
      zh: seen(
        '固件升级',
        '检查您的设备',
        choice('设备类型', '边缘计算网关'),
        link('登录后下载 RC-D410 固件'),
      ),
      en: seen(
        'Firmware updates',
        'Check your device',
        choice('Device type', 'Edge computing gateway'),
        link('Log in to download the RC-D410 firmware'),
      ),
    },
    empty: {
      zh: seen('固件升级', '该设备类型暂无已发布的固件。'),
      en: seen('Firmware updates', 'No firmware has been released for this device type yet.'),
    },
  },
  {
    path: '/docCenter',
    data: {
      zh: seen('文档中心', '文档中心：完整的开发与集成文档', frame('文档')),
      en: seen(
        'Document centre',
        'Document centre: all you need to build and integrate',
        frame('Documentation'),
      ),
    },
    // The documentation site is not the content backend: it still shows its pages.
    empty: {
      zh: seen('文档中心', frame('文档')),
      en: seen('Document centre', frame('Documentation')),
    },
  },
  {
    path: '/helpCenter',
    data: {
      zh: seen('帮助中心', '帮助中心：常见问题一站解答', frame('文档')),
      en: seen('Help centre', 'Help centre: answers to common questions', frame('Documentation')),
    },
    empty: {
      zh: seen('帮助中心', frame('文档')),
      en: seen('Help centre', frame('Documentation')),
    },
  },
];

const consultingPages: ContentRoute[] = [
  {
    path: '/developer',
    data: {
      zh: seen('开发者中心', '开发者中心：从这里开始构建', '通信模组', '快速入门'),
      en: seen('Developer centre', 'Developer centre: start building here', 'Cellular Modules'),
    },
    empty: {
      zh: seen('开发者中心', '文档目录正在准备中。', link('文档中心')),
      en: seen(
        'Developer centre',
        'The documentation index is being prepared.',
        link('Document centre'),
      ),
    },
  },
  {
    path: '/business',
    data: {
      zh: seen('商务咨询', '商务咨询：为您定制采购方案', '产品选型', '华南区（深圳总部）'),
      en: seen(
        'Business consulting',
        'Business consulting: purchasing made to measure',
        'South China (Shenzhen headquarters)',
      ),
    },
    empty: {
      zh: seen('商务咨询', '产品选型', '区域商务办事处信息正在更新中。'),
      en: seen(
        'Business consulting',
        'Product selection',
        'Our regional business offices are being updated.',
      ),
    },
  },
  {
    path: '/sendDd',
    data: {
      zh: seen('批量采购需求单', choice('对接办事处', '华东区（上海）'), button('添加商品')),
      en: seen(
        'Bulk order request',
        choice('Office to answer you', 'East China (Shanghai)'),
        button('Add a product'),
      ),
    },
    empty: {
      zh: seen('批量采购需求单', link('联系我们')),
      en: seen('Bulk order request', link('contact us')),
    },
  },
  {
    path: '/howBuy',
    data: {
      zh: seen('如何购买', '如何购买：线上商城与线下渠道', link('前往商城'), '华南区（深圳总部）'),
      en: seen(
        'How to buy',
        'How to buy: online shop and partners',
        link('Go to the shop'),
        'South China (Shenzhen headquarters)',
      ),
    },
    empty: {
      zh: seen('如何购买', link('前往商城'), '区域商务办事处信息正在更新中。'),
      en: seen(
        'How to buy',
        link('Go to the shop'),
        'Our regional business offices are being updated.',
      ),
    },
  },
  {
    path: '/technology',
    data: {
      zh: seen('技术咨询', '技术咨询：工程师一对一支持', link('登录'), '黄洋'),
      en: seen(
        'Technical consulting',
        'Technical consulting: one-to-one engineering support',
        link('Log in'),
      ),
    },
    empty: {
      zh: seen('技术咨询', link('登录'), '技术联系人信息正在更新中'),
      en: seen('Technical consulting', link('Log in'), 'Our technical contacts are being updated.'),
    },
  },
  {
    path: '/smart',
    data: {
      zh: seen('智能开发平台', '登录后开始搭建', '拖拽式页面设计器', '一键发布小程序与 H5'),
      en: seen(
        'Smart development platform',
        'Log in to start building',
        'Publish mini-programs and H5 in one click',
      ),
    },
    empty: {
      zh: seen('智能开发平台', '登录后开始搭建', '平台能力'),
      en: seen(
        'Smart development platform',
        'Log in to start building',
        'What the platform offers',
      ),
    },
  },
];

const programmePages: ContentRoute[] = [
  {
    path: '/cooperation',
    data: {
      zh: seen(
        '合作生态',
        selectedTab('合作伙伴'),
        image('华信能源集团'),
        link('注册成为合作伙伴'),
      ),
      en: seen(
        'Cooperation and ecology',
        selectedTab('Partners'),
        image('Huaxin Energy Group'),
        link('Register as a partner'),
      ),
    },
    empty: {
      zh: seen('合作生态', selectedTab('合作伙伴'), '我们与全国各地的设备厂商'),
      en: seen('Cooperation and ecology', selectedTab('Partners'), 'We work with device makers'),
    },
  },
  {
    path: '/cooperation?succs=true',
    data: {
      zh: seen('合作生态', selectedTab('成功案例'), '苏州冷链车辆定位追踪项目'),
      en: seen(
        'Cooperation and ecology',
        selectedTab('Success cases'),
        'Cold-chain vehicle tracking in Suzhou',
      ),
    },
    empty: {
      zh: seen('合作生态', selectedTab('成功案例'), '案例将在此发布。'),
      en: seen(
        'Cooperation and ecology',
        selectedTab('Success cases'),
        'Case studies will be published here.',
      ),
    },
  },
  {
    path: '/agent',
    data: {
      zh: seen(
        '代理商招募',
        '代理商招募：共享物联网市场机遇',
        '代理商权益',
        link('申请成为代理商'),
      ),
      en: seen(
        'Agent programme',
        'Become an agent: share the IoT opportunity',
        'What agents receive',
        link('Apply to become an agent'),
      ),
    },
    empty: {
      zh: seen('代理商招募', '代理商权益', link('申请成为代理商')),
      en: seen('Agent programme', 'What agents receive', link('Apply to become an agent')),
    },
  },
  {
    path: '/incubator',
    data: {
      zh: seen(
        '孵化器',
        '瑞驰物联深圳物联网众创空间',
        link('注册'),
        '工位已满：该孵化器暂不接受申请。',
      ),
      en: seen(
        'Incubators',
        'Reach IoT Shenzhen IoT Maker Space',
        link('Register'),
        'Full: this incubator takes no applications at the moment.',
      ),
    },
    empty: {
      zh: seen('孵化器', '目前没有接受申请的孵化器，请稍后再来。'),
      en: seen('Incubators', 'No incubator is taking applications at the moment.'),
    },
  },
  {
    path: '/contract',
    data: {
      zh: seen('在线申请', '申请类型：合作伙伴认证', choice('合作的设备类型', '4G DTU')),
      en: seen(
        'Apply online',
        'Application: partner certification',
        choice('Device type you will work with', '4G DTU'),
      ),
    },
    empty: {
      zh: seen('在线申请', '申请类型：合作伙伴认证', '目前没有开放申请的设备类型'),
      en: seen(
        'Apply online',
        'Application: partner certification',
        'No device type is open for applications',
      ),
    },
  },
  {
    path: '/contract?incubatorId=301',
    data: {
      zh: seen('在线申请', '申请类型：入驻孵化器（瑞驰物联深圳物联网众创空间）'),
      en: seen(
        'Apply online',
        'Application: incubator tenancy at Reach IoT Shenzhen IoT Maker Space',
      ),
    },
    empty: {
      zh: seen('在线申请', exactly('申请类型：入驻孵化器')),
      en: seen('Apply online', exactly('Application: incubator tenancy')),
    },
  },
  {
    path: '/applyAgent',
    data: {
      zh: seen('申请代理签约', '申请类型：代理签约', choice('合作的设备类型', '智能电表')),
      en: seen(
        'Apply for an agency contract',
        'Application: agency contract',
        choice('Device type you will work with', 'Smart meter'),
      ),
    },
    empty: {
      zh: seen('申请代理签约', '申请类型：代理签约', link('联系我们')),
      en: seen('Apply for an agency contract', 'Application: agency contract', link('contact us')),
    },
  },
  {
    path: '/realName',
    data: {
      zh: seen('实名认证', '营业执照（图片）', '已上传 0 / 9 张图片'),
      en: seen('Real-name authentication', 'Business licence (picture)', '0 of 9 pictures'),
    },
    empty: {
      zh: seen('实名认证', '营业执照（图片）'),
      en: seen('Real-name authentication', 'Business licence (picture)'),
    },
  },
];

const groups = {
  'home, block pages and about': blockAndAboutPages,
  'videos, news, contact, jobs, downloads and documentation': mediaAndContactPages,
  'developer centre and consulting': consultingPages,
  'cooperation, agent, incubator and the forms': programmePages,
};

async function expectSeen(page: Page, expected: Seen) {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: expected.heading, exact: true }),
  ).toBeVisible();
  for (const sight of expected.sights) {
    const target =
      typeof sight === 'string'
        ? main.getByText(sight).filter({ visible: true }).first()
        : await sight(main);
    await expect(target, String(sight)).toBeVisible();
  }
}

const backends = [
  { backend: 'realistic data', headers: {}, empty: false },
  { backend: 'nothing from the backend', headers: EMPTY_BACKEND, empty: true },
] as const;

for (const { backend, headers, empty } of backends) {
  for (const language of LANGUAGES) {
    test.describe(`content routes with ${backend} (${language})`, () => {
      // What each page shows, not how it moves: with reduced motion the home banner holds its
      // first slide, which the checks read; it moved on after 6 s, which a busy machine could take
      // (its autoplay: tests/component/content/homeBanner.test.tsx).
      test.use({
        extraHTTPHeaders: headers,
        viewport: { width: 1440, height: 900 },
        reducedMotion: 'reduce',
      });

      for (const [name, routes] of Object.entries(groups)) {
        test(`${name}: what each page shows, accessibly`, async ({ page }) => {
          // A budget per page, not per group: each is a navigation, its checks and an axe scan,
          // which took 3.7–9.4 s a page at load 23 on the 2-core machine (45 s for the group of
          // 8 pages, against the 30 s every test has).
          test.setTimeout(routes.length * 10_000);
          await openInLanguage(page, language);
          for (const route of routes) {
            await test.step(route.path, async () => {
              await page.goto(`#${route.path}`);
              if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
              await expectSeen(page, (empty ? route.empty : route.data)[language]);
              if (!empty) await route.dataCheck?.(page);
              await expectAccessible(page);
            });
          }
        });
      }
    });
  }
}
