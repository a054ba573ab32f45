import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../../src/components/blocks/BlockRenderer';
import type { ContentBlock } from '../../../src/api/contract/portal/module';
import { renderInRouter } from '../shop/support/renderInRouter';

const picture = (slug: string) => `/mock-assets/picture/${slug}.svg?w=400&h=300`;

// Inside a router: an enlargeable picture's viewer closes when the page navigates.
const render = (blocks: ContentBlock[], locale: 'zh' | 'en' = 'en') =>
  renderInRouter(() => <BlockRenderer blocks={blocks} />, locale);

afterEach(() => vi.restoreAllMocks());

describe('BlockRenderer', () => {
  it('shows an introduce block: heading, text, main picture and background', async () => {
    const { container } = await render([
      {
        styleName: 'introduce',
        title: 'LTE Cat.1 modules',
        content: '<p><b>Low power</b> and small size.</p>',
        backGroud: picture('bg'),
        maxImg: picture('main'),
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'LTE Cat.1 modules' })).toBeVisible();
    expect(screen.getByText('Low power').tagName).toBe('B');
    const main = screen.getByRole('img', { name: 'LTE Cat.1 modules' });
    expect(main.getAttribute('src')).toBe(picture('main'));
    // The size comes from the picture's URL, so the layout does not shift when it loads.
    expect(main.getAttribute('width')).toBe('400');
    expect(main.getAttribute('height')).toBe('300');
    const background = [...container.querySelectorAll('img')].find(
      (img) => img.getAttribute('src') === picture('bg'),
    );
    expect(background?.getAttribute('alt')).toBe('');
  });

  it.each([
    ['leftImg', 'left'],
    ['rightImg', 'right'],
  ])('shows a %s block with its text and a button to its link', async (styleName) => {
    await render([
      {
        styleName,
        title: 'Smart water in Hangzhou',
        content: '<p>500,000 meters read every day.</p>',
        maxImg: picture('case'),
        button: 'Talk to an expert',
        buttonLink: '/contact',
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Smart water in Hangzhou' })).toBeVisible();
    expect(screen.getByText('500,000 meters read every day.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Talk to an expert' }).getAttribute('href')).toBe(
      '#/contact',
    );
  });

  it.each(['leftAssemble', 'rightAssemble'])(
    'shows a %s block as a picture and titled points',
    async (styleName) => {
      await render([
        {
          styleName,
          title: 'Why choose us',
          maxImg: picture('assemble'),
          wordCol: [
            { title: 'Low power', content: 'Years on one battery' },
            { title: 'Certified', content: 'CCC, CE and FCC' },
          ],
        },
      ]);
      const section = screen.getByRole('region', { name: 'Why choose us' });
      const items = within(section).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Low powerYears on one battery',
        'CertifiedCCC, CE and FCC',
      ]);
    },
  );

  it('shows a produceList block as product cards linking to their pages', async () => {
    await render([
      {
        styleName: 'produceList',
        title: 'Models',
        productList: [
          {
            productName: 'RH-C10',
            productImage: picture('c10'),
            productLink: '/produceSeries?routerId=p1101_en',
          },
          {
            productName: 'RH-C20',
            productImage: picture('c20'),
            productLink: 'javascript:alert(1)',
          },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'RH-C10' }).getAttribute('href')).toBe(
      '#/produceSeries?routerId=p1101_en',
    );
    // A link that is not an app route or a web address is shown as plain text.
    expect(screen.queryByRole('link', { name: 'RH-C20' })).toBeNull();
    expect(screen.getByText('RH-C20')).toBeVisible();
  });

  it('shows a paas block as captioned pictures', async () => {
    await render([
      {
        styleName: 'paas',
        title: 'Capabilities',
        imgList: [
          { img: picture('a'), title: 'Device access' },
          { img: picture('b'), title: 'Rules engine' },
        ],
      },
    ]);
    const section = screen.getByRole('region', { name: 'Capabilities' });
    expect(within(section).getByText('Device access')).toBeVisible();
    expect(within(section).getByText('Rules engine')).toBeVisible();
  });

  it('shows a bottomImg block with its text above the picture', async () => {
    await render([
      {
        styleName: 'bottomImg',
        title: 'Deployment',
        content: '<p>From pilot to fleet.</p>',
        maxImg: picture('d'),
      },
    ]);
    expect(screen.getByText('From pilot to fleet.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Deployment' }).getAttribute('loading')).toBe('lazy');
  });

  it('shows a fourColWord block as four titled texts', async () => {
    await render([
      {
        styleName: 'fourColWord',
        title: 'Our services',
        wordCol: ['Consulting', 'Custom development', 'Deployment', 'Operations'].map((title) => ({
          title,
          content: `${title} text`,
        })),
      },
    ]);
    const headings = within(screen.getByRole('region', { name: 'Our services' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Consulting',
      'Custom development',
      'Deployment',
      'Operations',
    ]);
  });

  it('shows a download block with the file and its document-centre page, in Chinese', async () => {
    await render(
      [
        {
          styleName: 'download',
          title: '资料下载',
          dataFileList: [
            {
              dataImage: picture('doc'),
              dataTitle: 'AT 命令手册',
              dataDescript: '模组 · 手册',
              dataFile: '/__mock/docs/di1101?lang=zh',
              link: '/docCenter?docUrl=%2F__mock%2Fdocs%2Fdi1101%3Flang%3Dzh',
            },
          ],
        },
      ],
      'zh',
    );
    const file = screen.getByRole('link', { name: '在新窗口打开 AT 命令手册' });
    expect(file.getAttribute('href')).toBe('/__mock/docs/di1101?lang=zh');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '文档中心' }).getAttribute('href')).toBe(
      '#/docCenter?docUrl=%2F__mock%2Fdocs%2Fdi1101%3Flang%3Dzh',
    );
  });

  it('shows a Mapping block: the explanation and the diagram named by the title', async () => {
    await render([
      {
        styleName: 'Mapping',
        title: 'Architecture',
        content: '<p>Devices to cloud.</p>',
        maxImg: picture('m'),
      },
    ]);
    expect(screen.getByText('Devices to cloud.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Architecture' })).toBeVisible();
  });

  it('shows an airEmpty block with its text and contact button', async () => {
    await render([
      {
        styleName: 'airEmpty',
        title: 'More coming soon',
        content: '<p>Satellite terminals are in trials.</p>',
        backGroud: picture('empty'),
        button: 'Contact us',
        buttonLink: '/contact',
      },
    ]);
    expect(screen.getByRole('heading', { name: 'More coming soon' })).toBeVisible();
    expect(screen.getByText('Satellite terminals are in trials.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('#/contact');
  });

  it('plays a video platform id in its embedded player, loaded only when played', async () => {
    const { container } = await render([
      {
        styleName: 'videoo',
        title: 'Videos',
        videoList: [
          {
            bvid: 'BV1xy411c7mD',
            videoName: 'Getting started',
            duration: '03:12',
            cover: picture('v'),
            createTime: '2024-01-02 10:00:00',
          },
        ],
      },
    ]);
    expect(screen.getByText('03:12')).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Getting started' }));
    const player = container.querySelector('iframe');
    expect(player?.getAttribute('title')).toBe('Getting started');
    expect(player?.getAttribute('src')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1xy411c7mD&autoplay=1',
    );
    expect(player?.getAttribute('allow')).toContain('fullscreen');
    expect(player?.hasAttribute('allowfullscreen')).toBe(false);
  });

  it('plays a video file in the browser player; a file that is not a web address is not played', async () => {
    const file = {
      bvid: 'BV1xy411c7mD',
      videoUrl: '/media/setup.webm',
      videoName: 'Setup',
      duration: '00:04',
      cover: picture('setup'),
      createTime: '2024-01-02 10:00:00',
    };
    const { container } = await render([
      {
        styleName: 'videoo',
        title: 'Videos',
        videoList: [
          file,
          { ...file, bvid: '', videoUrl: 'javascript:alert(1)', videoName: 'Broken' },
        ],
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Play Setup' }));
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/setup.webm');
    expect(video?.getAttribute('poster')).toBe(file.cover);
    expect(video?.controls).toBe(true);
    expect(document.activeElement).toBe(video);
    // The file wins over the platform id; the other video offers no play button at all.
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play Broken' })).toBeNull();
    expect(container.textContent).toContain('This video cannot be played at the moment.');
  });

  it('sanitizes server markup: no script, no event handler, no javascript link', async () => {
    const probe = vi.fn();
    Object.assign(window, { __blockProbe: probe });
    const { container } = await render([
      {
        styleName: 'introduce',
        title: 'Probe',
        content:
          '<p>Safe text</p><img src="x" onerror="window.__blockProbe()"><script>window.__blockProbe()</script><a href="javascript:window.__blockProbe()">link</a>',
      },
    ]);
    expect(screen.getByText('Safe text')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(probe).not.toHaveBeenCalled();
    // A picture in server text without an alternative is marked decorative, not read as "x".
    const image = [...container.querySelectorAll('img')].find(
      (img) => img.getAttribute('src') === 'x',
    );
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('renders nothing for an unknown style and says so once in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await render([
      { styleName: 'hologram', title: 'Not for this client', content: '<p>hidden</p>' },
      { styleName: 'hologram', title: 'Again', content: '<p>hidden too</p>' },
      { styleName: 'constructor', title: 'Prototype key' },
      { styleName: 'introduce', title: 'Known' },
    ]);
    expect(screen.queryByText('Not for this client')).toBeNull();
    expect(screen.queryByText('Prototype key')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Known' })).toBeVisible();
    expect(container.querySelectorAll('section')).toHaveLength(1);
    const hologramWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('"hologram"'),
    );
    expect(hologramWarnings).toHaveLength(1);
  });
});
