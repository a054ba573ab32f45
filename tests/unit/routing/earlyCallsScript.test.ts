/**
 * The HTML's start-up script makes the landed screen's public calls (docs/decisions.md, "First
 * load"): it must ask exactly what the screen will ask, and leave each answer where the HTTP
 * client looks for it. The script runs here as the page runs it, with a recording fetch.
 */
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readRouteDeclarations } from '../../../scripts/routes/routeDeclarations';
import {
  earlyCallsOf,
  earlyCallsScript,
  landedRouteScript,
} from '../../../scripts/vite/routePreload';
import { shellEarlyCalls, type EarlyCall } from '../../../src/api/contract/earlyCalls';
import { EARLY_ANSWERS_GLOBAL, requestKey } from '../../../src/api/earlyAnswers';

const origin = 'https://shop.example';

/** The calls the routes declare, as the build reads them. */
let routeEarlyCalls: Record<string, readonly EarlyCall[]> = {};
beforeAll(async () => {
  routeEarlyCalls = earlyCallsOf(
    await readRouteDeclarations(resolve(import.meta.dirname, '../../..')),
  );
}, 60_000);

interface Asked {
  method: string;
  url: string;
  language: string;
  priority: string | undefined;
}

interface Preloaded {
  rel: string;
  as: string;
  href: string;
  fetchPriority: string;
}

function land(
  hash: string,
  { locale = 'zh', apiBase = '', answer = (_url: string): unknown => ({}), pageSearch = '' } = {},
) {
  const asked: Asked[] = [];
  const preloaded: Preloaded[] = [];
  const window: Record<string, unknown> = {};
  const location = { hash, search: pageSearch, href: `${origin}/${pageSearch}${hash}` };
  const document = {
    createElement: () => ({ rel: '', as: '', href: '', fetchPriority: '' }),
    head: { appendChild: (link: Preloaded) => preloaded.push(link) },
  };
  const fetch = (
    url: string,
    init: { method: string; headers: Record<string, string>; priority?: string },
  ) => {
    asked.push({
      method: init.method,
      url,
      language: init.headers['accept-language'] ?? '',
      priority: init.priority,
    });
    return Promise.resolve(new Response(JSON.stringify(answer(url))));
  };
  const script = earlyCallsScript({ shell: shellEarlyCalls, routes: routeEarlyCalls }, apiBase, {
    '/': '/homePage',
  });
  // The preload script around it sets the locale `l` and reads the landed route.
  runInNewContext(
    `(function(){var l=${JSON.stringify(locale)},i;${landedRouteScript()}${script}})()`,
    { window, location, document, fetch, URL, URLSearchParams, encodeURIComponent },
  );
  const answers = window[EARLY_ANSWERS_GLOBAL] as Record<string, Promise<Response>>;
  return { asked, answers, preloaded, pageUrl: location.href };
}

const paths = (asked: Asked[]) => asked.map((call) => `${call.method} ${call.url}`);
const shell = [
  `GET ${origin}/reach/portal/api/homepage/getLanguages`,
  `POST ${origin}/reach/portal/api/homepage/getLogo?language=zh`,
];

describe('the early calls of a landed page', () => {
  it("asks the header's calls, then the screen's, in the page's language", () => {
    const { asked } = land('#/news');
    expect(paths(asked)).toEqual([
      ...shell,
      `POST ${origin}/reach/portal/api/homepage/getBannerList?type=news&language=zh`,
      `GET ${origin}/reach/portal/api/about/getNewsList?pageIndex=1&pageSize=6&keyWord=&language=zh`,
    ]);
    expect(asked.every((call) => call.language === 'zh')).toBe(true);
  });

  it("leaves the connections to the screen's calls first: the header's go at low priority", () => {
    const { asked } = land('#/storePage');
    expect(asked.map((call) => call.priority)).toEqual([
      'low',
      'low',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it("takes the page and the search from the address, and the stored locale's language", () => {
    const { asked } = land('#/news?page=3&keyWord=5G%20modem', { locale: 'en' });
    expect(paths(asked)).toContain(
      `GET ${origin}/reach/portal/api/about/getNewsList?pageIndex=3&pageSize=6&keyWord=5G+modem&language=en`,
    );
    expect(asked.every((call) => call.language === 'en')).toBe(true);
  });

  it('makes no call that needs a parameter the address lacks', () => {
    expect(paths(land('#/goodsDeil').asked)).toEqual(shell);
    expect(paths(land('#/goodsDeil?id=1001&modeId=1').asked)).toEqual([
      ...shell,
      `GET ${origin}/f/eshopping/eshoppingModeAndProduct/ProductList?productid=1001`,
    ]);
  });

  it('reads the query as the screen does: quoted values unquoted, the first of repeated ones', () => {
    const product = `GET ${origin}/f/eshopping/eshoppingModeAndProduct/ProductList?productid=1001`;
    expect(paths(land('#/goodsDeil?id=%221001%22&modeId=%221%22').asked)).toEqual([
      ...shell,
      product,
    ]);
    expect(paths(land('#/goodsDeil?id="1001"').asked)).toEqual([...shell, product]);
    expect(paths(land('#/goodsDeil?id=1001&id=1002').asked)).toEqual([...shell, product]);
    expect(Object.keys(land('#/goodsDeil?id=%221001%22').answers)).toEqual(
      Object.keys(land('#/goodsDeil?id=1001').answers),
    );
  });

  it('reads the route as the router does: a second # ends it, the query before the # joins it', () => {
    const newsList = (asked: Asked[]) => paths(asked).find((call) => call.includes('getNewsList'));
    expect(newsList(land('#/news?page=2#top').asked)).toContain('pageIndex=2&');
    expect(newsList(land('#/news', { pageSearch: '?page=3' }).asked)).toContain('pageIndex=3&');
  });

  it('leaves out an optional parameter the address lacks, and sends it when present', () => {
    const videoList = (asked: Asked[]) =>
      paths(asked).find((call) => call.includes('getVideoList'));
    expect(videoList(land('#/videoView').asked)).not.toContain('gatherId');
    expect(videoList(land('#/videoView?gatherId=g2').asked)).toContain('gatherId=g2');
  });

  it('follows the alias of the home page, and asks only the header on other routes', () => {
    expect(paths(land('#/').asked)).toEqual(paths(land('#/homePage').asked));
    expect(land('#/').asked.length).toBeGreaterThan(shell.length);
    expect(paths(land('#/cartView').asked)).toEqual(shell);
  });

  it('asks the API where the configuration says it lives', () => {
    const { asked } = land('#/reach', { apiBase: 'https://api.example' });
    expect(asked.map((call) => new URL(call.url).origin)).toEqual(
      asked.map(() => 'https://api.example'),
    );
  });
});

describe('the early answers', () => {
  it('are kept under the key the HTTP client computes for the same request', () => {
    const { asked, answers, pageUrl } = land('#/videoView?keyWord=%E7%BD%91%E5%85%B3');
    expect(Object.keys(answers).sort()).toEqual(
      asked.map((call) => requestKey(call.method, call.url, pageUrl)).sort(),
    );
  });

  it('match the request as the client writes it: its own order and an empty value without "="', () => {
    const { answers, pageUrl } = land('#/news');
    const asTheClientWritesIt = requestKey(
      'GET',
      '/reach/portal/api/about/getNewsList?pageIndex=1&pageSize=6&keyWord&language=zh',
      pageUrl,
    );
    expect(Object.keys(answers)).toContain(asTheClientWritesIt);
  });
});

describe("the first view's picture", () => {
  const picture = 'https://img.example/banner-about.jpg';
  const bannerAnswer = (url: string) =>
    url.includes('getBannerList') ? { code: 1, data: [{ adImage: picture }] } : { code: 1 };

  it('is preloaded, first of all, as soon as the answer naming it is in', async () => {
    const { preloaded, answers } = land('#/reach', { answer: bannerAnswer });
    await vi.waitFor(() => expect(preloaded).toHaveLength(1));
    expect(preloaded[0]).toEqual({
      rel: 'preload',
      as: 'image',
      href: picture,
      fetchPriority: 'high',
    });
    // The client still reads the whole answer itself.
    const banner = Object.entries(answers).find(([key]) => key.includes('getBannerList'))![1];
    expect(await (await banner).json()).toEqual({ code: 1, data: [{ adImage: picture }] });
  });

  it('is not preloaded when the answer names none', async () => {
    const { preloaded, asked } = land('#/reach', { answer: () => ({ code: 1, data: [] }) });
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloaded).toEqual([]);
  });
});
