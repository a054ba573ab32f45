/**
 * The one reading of a route's address, shared by the app's router (searchCodec.ts) and the
 * HTML's start-up script (routePreload.ts): what either asks for a landed address, the other
 * must ask the same way (tests/unit/routing/earlyCallsScript.test.ts runs the script itself).
 */
import { describe, expect, it } from 'vitest';
import { createHashHistory } from '@tanstack/react-router';
import { hashRoute, readRouteQuery } from '../../../src/lib/routeQuery';

describe("a route's query", () => {
  it('takes a value in JSON quotes, as old links wrote it, without them', () => {
    expect(readRouteQuery('?id=%221001%22&modeId=%221%22')).toEqual({ id: '1001', modeId: '1' });
    expect(readRouteQuery('?id="1001"')).toEqual({ id: '1001' });
    expect(readRouteQuery('?keyWord=%22LTE%20%5C%22pro%5C%22%22')).toEqual({
      keyWord: 'LTE "pro"',
    });
  });

  it('keeps quotes that are not a JSON text, and JSON that is not text', () => {
    expect(readRouteQuery('?keyWord=%22unclosed')).toEqual({ keyWord: '"unclosed' });
    expect(readRouteQuery('?keyWord=%22a%22b%22')).toEqual({ keyWord: '"a"b"' });
    expect(readRouteQuery('?id=1001&flag=true&n=1e3')).toEqual({
      id: '1001',
      flag: 'true',
      n: '1e3',
    });
  });

  it("takes a repeated name's first value", () => {
    expect(readRouteQuery('?id=1001&id=1002')).toEqual({ id: '1001' });
    expect(readRouteQuery('?id=%221001%22&id=1002')).toEqual({ id: '1001' });
    expect(readRouteQuery('?id=&id=1002')).toEqual({ id: '' });
  });

  it('reads a missing value as empty text, and a missing query as no names', () => {
    expect(readRouteQuery('?keyWord=&page')).toEqual({ keyWord: '', page: '' });
    expect(readRouteQuery('')).toEqual({});
    expect(readRouteQuery('?')).toEqual({});
  });

  it('decodes the address: plus signs, escapes and a name like __proto__ as its own name', () => {
    expect(readRouteQuery('?keyWord=5G+modem&city=%E6%B7%B1%E5%9C%B3')).toEqual({
      keyWord: '5G modem',
      city: '深圳',
    });
    const query = readRouteQuery('?__proto__=x&id=1');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.entries(query)).toEqual([
      ['__proto__', 'x'],
      ['id', '1'],
    ]);
  });
});

describe('the route a hash address names', () => {
  /** The path and query string the router's hash history reads from the same address. */
  function asTheRouterReadsIt(hash: string, pageSearch: string) {
    const state = { key: 'k', __TSR_key: 'k', __TSR_index: 0 };
    const history = createHashHistory({
      window: {
        location: { hash, search: pageSearch, pathname: '/' },
        history: { state, pushState: () => undefined, replaceState: () => undefined },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      } as unknown as Window,
    });
    return { path: history.location.pathname || '/', search: history.location.search };
  }

  const addresses: [hash: string, pageSearch: string][] = [
    ['#/goodsDeil?id=1001&modeId=1', ''],
    ['#/goodsDeil?id=%221001%22', ''],
    ['#/news', ''],
    ['#/news?page=2#top', ''],
    ['#/news#top', ''],
    ['#/login', '?code=abc&state=xyz'],
    ['#/news?page=2', '?from=mail'],
    ['#/', ''],
    ['#', ''],
    ['', ''],
    ['#?keyWord=a', ''],
  ];

  it.each(addresses)('%s (page query "%s") is read as the router reads it', (hash, pageSearch) => {
    expect(hashRoute(hash, pageSearch)).toEqual(asTheRouterReadsIt(hash, pageSearch));
  });

  it('names the path and the query string of the route', () => {
    expect(hashRoute('#/goodsDeil?id=1001', '')).toEqual({
      path: '/goodsDeil',
      search: '?id=1001',
    });
    expect(hashRoute('', '')).toEqual({ path: '/', search: '' });
  });
});
