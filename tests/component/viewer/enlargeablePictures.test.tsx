/**
 * Every enlargeable picture opens the image viewer with its group, at its own place, with the
 * controls named in the page's language, and gets the focus back when the viewer closes
 * (docs/decisions/media.md). The viewer itself (viewerjs) is the browser test's
 * (tests/e2e/imageViewer.spec.ts); here it is replaced by a recorder of what it was asked to show.
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ViewerRequest } from '../../../src/components/viewer/viewerRequest';
import { BlockRenderer } from '../../../src/components/blocks/BlockRenderer';
import { AboutBlocks } from '../../../src/features/about/AboutBlocks';
import { IncubatorPhotos } from '../../../src/features/programmes/incubator/IncubatorPhotos';
import { ImageUploader } from '../../../src/features/programmes/upload/ImageUploader';
import { EnlargeButton } from '../../../src/components/viewer/EnlargeButton';
import { ProductIntroduction } from '../../../src/features/shop/detail/ProductIntroduction';
import { useProductPictures } from '../../../src/features/shop/detail/useProductPictures';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import type { Locale } from '../../../src/i18n/locales';
import { renderInRouter } from '../shop/support/renderInRouter';

const shown: ViewerRequest[] = [];
vi.mock('../../../src/components/viewer/showViewer', () => ({
  showViewer: (request: ViewerRequest) => {
    shown.push(request);
    return { close: () => {} };
  },
}));

/** The pictures live on a page: the viewer closes with its navigation (useImageViewer). */
const renderWithI18n = (ui: ReactElement, locale: Locale = 'zh') =>
  renderInRouter(() => ui, locale);

afterEach(() => {
  shown.length = 0;
});

const picture = (slug: string) => `/mock-assets/picture/${slug}.svg?w=400&h=300`;

/** What the viewer was last asked to show: titles in order and the one to start with. */
async function lastShown() {
  await waitFor(() => expect(shown.length).toBeGreaterThan(0));
  const request = shown.at(-1)!;
  return { titles: request.pictures.map((item) => item.title), index: request.index, request };
}

describe('enlargeable pictures', () => {
  it('a block’s picture list opens as a group at the pressed picture, controls named in Chinese', async () => {
    await renderWithI18n(
      <BlockRenderer
        blocks={[
          {
            styleName: 'paas',
            title: 'Platform',
            imgList: [
              { img: picture('a'), title: 'Device access' },
              { img: picture('b'), title: 'Rule engine' },
              { img: picture('c'), title: 'Data analytics' },
            ],
          },
        ]}
      />,
      'zh',
    );
    const pressed = screen.getByRole('button', { name: '放大查看图片：Rule engine' });
    fireEvent.click(pressed);
    const { titles, index, request } = await lastShown();
    expect(titles).toEqual(['Device access', 'Rule engine', 'Data analytics']);
    expect(index).toBe(1);
    expect(request.pictures[1]?.src).toBe(picture('b'));
    expect(request.labels).toMatchObject({
      mix: '关闭图片',
      'zoom-in': '放大',
      'zoom-out': '缩小',
      'rotate-left': '向左旋转',
      'rotate-right': '向右旋转',
      'flip-horizontal': '水平翻转',
      'flip-vertical': '垂直翻转',
      play: '全屏播放',
    });
    // Closing gives the focus back to the picture that opened it.
    pressed.blur();
    request.onClosed();
    expect(document.activeElement).toBe(pressed);
  });

  it('a block’s main picture opens alone, titled by the block when it has no alt text', async () => {
    await renderWithI18n(
      <BlockRenderer
        blocks={[
          { styleName: 'leftImg', title: 'Remote meter reading', maxImg: picture('m') },
          { styleName: 'Mapping', title: 'Architecture', maxImg: picture('arch') },
        ]}
      />,
      'en',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Enlarge the picture: Remote meter reading' }),
    );
    expect((await lastShown()).titles).toEqual(['Remote meter reading']);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge the picture: Architecture' }));
    const { titles, request } = await lastShown();
    expect(titles).toEqual(['Architecture']);
    expect(request.labels.mix).toBe('Close the picture');
  });

  it('an about block’s picture is titled by its block', async () => {
    await renderWithI18n(
      <AboutBlocks
        blocks={[
          { title: 'Our laboratory', content: 'Tests every module.', image: picture('lab') },
          { title: 'Our factory', content: 'Builds them.', image: picture('factory') },
        ]}
      />,
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge the picture: Our factory' }));
    const { titles, request } = await lastShown();
    expect(titles).toEqual(['Our factory']);
    expect(request.pictures[0]?.src).toBe(picture('factory'));
  });

  it('an incubator’s photos open as one group, numbered', async () => {
    await renderWithI18n(
      <IncubatorPhotos
        incubator={{
          id: 'i1',
          tiltle: 'Hangzhou Maker Space',
          content: '',
          addr: '',
          stationNum: 20,
          siteType: '',
          siteDescript: '',
          status: 1,
          imgList: [{ img: picture('i1') }, { img: picture('i2') }, { img: picture('i3') }],
        }}
      />,
      'en',
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Enlarge the picture: Hangzhou Maker Space, photo 3 of 3',
      }),
    );
    const { titles, index } = await lastShown();
    expect(titles).toEqual([
      'Hangzhou Maker Space, photo 1 of 3',
      'Hangzhou Maker Space, photo 2 of 3',
      'Hangzhou Maker Space, photo 3 of 3',
    ]);
    expect(index).toBe(2);
  });

  it('a form’s upload previews open as one group', async () => {
    await renderWithI18n(
      <ImageUploader
        label="Business licence"
        images={['/mock-assets/uploads/a.png', '/mock-assets/uploads/b.png']}
        max={9}
        uploading={false}
        locked={false}
        onUpload={() => {}}
        onRemove={() => {}}
      />,
      'zh',
    );
    fireEvent.click(screen.getByRole('button', { name: '放大查看图片：图片 2' }));
    const { titles, index, request } = await lastShown();
    expect(titles).toEqual(['图片 1', '图片 2']);
    expect(index).toBe(1);
    expect(request.pictures.map((item) => item.src)).toEqual([
      '/mock-assets/uploads/a.png',
      '/mock-assets/uploads/b.png',
    ]);
  });
});

// The product page, as ProductDetailScreen puts its picture and its introduction together.
function ProductPictures({ product }: { product: Product }) {
  const pictures = useProductPictures(product, product.productName);
  return (
    <>
      <EnlargeButton title={product.productName} onEnlarge={(trigger) => pictures.open(0, trigger)}>
        <img src={product.productPicture} alt={product.productName} />
      </EnlargeButton>
      <ProductIntroduction
        html={product.productIntroduce}
        onEnlarge={(index, trigger) => pictures.open(index + 1, trigger)}
      />
    </>
  );
}

const gateway = {
  productName: 'Edge gateway',
  productPicture: picture('gateway'),
  productIntroduce:
    '<p>The <b>gateway</b> bridges fieldbuses.</p>' +
    `<figure><img src="${picture('front')}" alt=""><figcaption>The gateway, front view</figcaption></figure>` +
    `<figure><img src="${picture('ports')}" alt="Ports" onerror="window.__probe=1"></figure>`,
} as Product;

describe('pictures in server markup', () => {
  it('become named buttons that open the product’s group at their place, sanitized', async () => {
    const { container } = await renderWithI18n(<ProductPictures product={gateway} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge the picture: Ports' }));
    const { titles, index, request } = await lastShown();
    expect(titles).toEqual(['Edge gateway', 'The gateway, front view', 'Ports']);
    expect(index).toBe(2);
    expect(request.pictures.map((item) => item.src)).toEqual([
      picture('gateway'),
      picture('front'),
      picture('ports'),
    ]);
    expect(container.querySelector('[onerror]')).toBeNull();
    request.onClosed();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge the picture: Edge gateway' }));
    expect((await lastShown()).index).toBe(0);
  });
});
