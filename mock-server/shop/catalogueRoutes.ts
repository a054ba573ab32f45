/** The public catalogue calls of both shop homes. */
import type { Application, Request } from 'express';
import type { Mode, Product } from '../../src/api/contract/shop/catalogue';
import {
  adList,
  indexPicture,
  modeList,
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
} from '../../src/api/contract/shop/catalogue';
import { serve } from '../http/serve';
import { createAnswerCache } from './answerCache';
import { refuse, success } from './refuse';
import type { ShopState } from './state';
import { baseId, idForLocale, localeOfId } from '../../src/i18n/localeIds';

const notFound = {
  product: () => refuse('商品不存在', 'Product not found'),
  mode: () => refuse('商品分类不存在', 'Category not found'),
};

const blank = (value: string | undefined) => (value ?? '').trim();

export function registerCatalogueRoutes(app: Application, state: ShopState): void {
  const { ctx, catalogue, live } = state;
  const sendCached = createAnswerCache(live.version);
  const stockZero = (req: Request) => ctx.scenarios.isActive('stockZero', req.path);

  ctx.publish('modes', [...catalogue.modes.zh, ...catalogue.modes.en]);
  ctx.publish('products', [...catalogue.products.zh, ...catalogue.products.en]);
  ctx.publish(
    'shopBanners',
    catalogue.banners.map((banner, index) => ({ id: index + 1, ...banner })),
  );
  ctx.publish('shopAdverts', [...catalogue.adverts.zh, ...catalogue.adverts.en]);

  /** The products on sale of a main category, in the category id's language. */
  function productsOfMode(modeId: string, zeroStock: boolean): Product[] {
    const locale = localeOfId(modeId);
    if (!catalogue.modes[locale].some((mode) => mode.id === modeId)) throw notFound.mode();
    const inMode = catalogue.products[locale].filter((item) => item.modeId === modeId);
    return live.onSale(inMode, zeroStock);
  }

  const secondShopMode = (modeId: string): Mode | undefined =>
    catalogue.secondShop.modes[localeOfId(modeId)].find((mode) => mode.id === modeId);

  /** A second-shop category's products; the second home also links the main categories. */
  function secondShopProducts(modeId: string, zeroStock: boolean): Product[] {
    const baseIds = secondShopMode(modeId) && catalogue.secondShop.productIds.get(baseId(modeId));
    if (!baseIds) return productsOfMode(modeId, zeroStock);
    const locale = localeOfId(modeId);
    const inMode = baseIds.flatMap((baseId) => {
      const found = catalogue.productById.get(idForLocale(baseId, locale));
      return found ? [found] : [];
    });
    return live.onSale(inMode, zeroStock);
  }

  serve(app, ctx, productFindList, ({ query, req }) => {
    const keyword = blank(query.productName).toLowerCase();
    const onSale = live.onSale(catalogue.products[query.language ?? 'zh'], stockZero(req));
    // A plain substring test: the keyword never becomes a pattern.
    return success(
      onSale.filter(
        (item) =>
          item.productName.toLowerCase().includes(keyword) ||
          item.modeName.toLowerCase().includes(keyword),
      ),
    );
  });

  serve(app, ctx, productList, ({ query, req, res }) => {
    const productId = blank(query.productid);
    const modeId = blank(query.modeid);
    const zeroStock = stockZero(req);
    const answer = () => {
      if (productId) {
        const found = live.product(productId, zeroStock);
        if (!found) throw notFound.product();
        return success([found]);
      }
      if (modeId) return success(productsOfMode(modeId, zeroStock));
      return success(live.onSale(catalogue.products[query.language ?? 'zh'], zeroStock));
    };
    if (zeroStock) return answer();
    const key = productId
      ? `p:${productId}`
      : modeId
        ? `m:${modeId}`
        : `l:${query.language ?? 'zh'}`;
    // Unknown ids throw before anything is cached, so the cache holds known ids only.
    return sendCached(productList, key, res, answer);
  });

  serve(app, ctx, modeList, ({ query, res }) =>
    sendCached(modeList, query.language ?? 'zh', res, () =>
      success([...catalogue.modes[query.language ?? 'zh']]),
    ),
  );
  serve(app, ctx, indexPicture, ({ res }) =>
    sendCached(indexPicture, '', res, () => success([...catalogue.banners])),
  );
  serve(app, ctx, adList, ({ query, res }) =>
    sendCached(adList, query.language ?? 'zh', res, () =>
      success([...catalogue.adverts[query.language ?? 'zh']]),
    ),
  );

  serve(app, ctx, secondShopModeList, ({ query }) => {
    const modeId = blank(query.modeid);
    if (!modeId) return success([...catalogue.secondShop.modes[query.language ?? 'zh']]);
    const found = secondShopMode(modeId);
    if (!found) throw notFound.mode();
    return success([found]);
  });

  serve(app, ctx, secondShopProductList, ({ query, req, res }) => {
    const modeId = query.modeid.trim();
    const zeroStock = stockZero(req);
    if (zeroStock) return success(secondShopProducts(modeId, true));
    return sendCached(secondShopProductList, modeId, res, () =>
      success(secondShopProducts(modeId, false)),
    );
  });
}
