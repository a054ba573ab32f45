import { describe, expect, it } from 'vitest';
import { acceptDocUrl, docSites, documentUrl, type DocSites } from '../../../src/api/docOrigins';

const app = window.location.origin;
const mockSite: DocSites = [{ origin: app, pathPrefix: '/__mock/docs/' }];
const production: DocSites = [
  { origin: 'https://docs.reachiot.example.com', pathPrefix: '/reach/' },
];

describe('the configured documentation sites', () => {
  it("are the mock's doc site on the app's origin while developing", () => {
    expect(docSites()).toEqual(mockSite);
  });
});

describe('which docUrl the documentation frame accepts', () => {
  it('accepts a page of the mock doc site, relative or absolute', () => {
    expect(acceptDocUrl('/__mock/docs/di1101?lang=zh', mockSite)).toBe(
      `${app}/__mock/docs/di1101?lang=zh`,
    );
    expect(acceptDocUrl(`${app}/__mock/docs/?lang=en`, mockSite)).toBe(
      `${app}/__mock/docs/?lang=en`,
    );
    expect(acceptDocUrl(documentUrl('di2103', 'en', mockSite), mockSite)).toBe(
      `${app}/__mock/docs/di2103?lang=en`,
    );
  });

  it('accepts a configured production site', () => {
    expect(acceptDocUrl('https://docs.reachiot.example.com/reach/a.html', production)).toBe(
      'https://docs.reachiot.example.com/reach/a.html',
    );
  });

  it.each([
    ['a foreign origin', 'https://evil.example.com/__mock/docs/di1101'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example.com/__mock/docs/di1101'],
    ['backslashes', '/\\evil.example.com/__mock/docs/di1101'],
    ['another path of this origin', '/__mock/scenario'],
    ['a path climbing out of the docs', '/__mock/docs/../scenario'],
    ['an encoded climb', '/__mock/docs/%2e%2e/scenario'],
    ['the app itself', '/#/loginn'],
    ['credentials in the address', `http://user:pass@${window.location.host}/__mock/docs/`],
    ['an empty value', '   '],
  ])('refuses %s', (_case, docUrl) => {
    expect(acceptDocUrl(docUrl, mockSite)).toBeUndefined();
  });

  it('refuses the mock site once production sites are configured', () => {
    expect(acceptDocUrl('/__mock/docs/di1101?lang=zh', production)).toBeUndefined();
    expect(acceptDocUrl(`${app}/reach/a.html`, production)).toBeUndefined();
    expect(
      acceptDocUrl('https://docs.reachiot.example.com/other/a.html', production),
    ).toBeUndefined();
    expect(
      acceptDocUrl('https://docs.reachiot.example.com.evil.com/reach/a', production),
    ).toBeUndefined();
  });
});
