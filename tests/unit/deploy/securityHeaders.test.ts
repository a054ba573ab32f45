import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../../src/config/appConfig';
import {
  headersFor,
  parseHeadersFile,
  renderHeadersFile,
} from '../../../scripts/deploy/headersFile';
import { inlineHashes } from '../../../scripts/deploy/inlineHashes';
import {
  DEFAULT_TLS,
  renderNginxConf,
  STRICT_TRANSPORT_SECURITY,
  tlsFromEnvironment,
} from '../../../scripts/deploy/nginxConf';
import {
  contentSecurityPolicy,
  headerRules,
  IMMUTABLE,
  REVALIDATE,
} from '../../../scripts/deploy/securityHeaders';

const separateApi = readAppConfig({
  VITE_API_BASE: 'https://api.example.com/v1',
  VITE_DOC_SITES: 'https://docs.example.com/reach/,https://help.example.com/',
  VITE_WECHAT_APP_ID: 'wx0123456789abcdef',
  VITE_WECHAT_REDIRECT: 'https://www.example.com/',
  VITE_FILING_NUMBER: '京ICP备12345678号',
  VITE_MEDIA_ORIGINS: 'https://cdn.example.com',
});
const mockBuild = readAppConfig(
  {},
  { docSite: '/__mock/docs/', wechatQrPage: '/__mock/wechat/qr' },
);
const noInline = { scripts: [], styles: [] };

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('lets the app reach a separate API origin, and its pictures and videos, and nothing else', () => {
    const policy = directives(contentSecurityPolicy(separateApi, noInline));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'report-sample'"],
      'style-src': ["'self'", "'report-sample'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://api.example.com', 'https://cdn.example.com'],
      'media-src': ["'self'", 'https://api.example.com', 'https://cdn.example.com'],
      'connect-src': ["'self'", 'https://api.example.com'],
      'frame-src': [
        'https://docs.example.com',
        'https://help.example.com',
        'https://player.bilibili.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("frames the mock's doc site on the app's own origin in the mock build", () => {
    const policy = directives(contentSecurityPolicy(mockBuild, noInline));
    expect(policy['frame-src']).toEqual(["'self'", 'https://player.bilibili.com']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it("allows index.html's inline code by its hash only", () => {
    const code = "(function(){document.title='x'})()";
    const html = `<head><script type="module" src="./assets/a.js"></script><script>${code}</script><style>p{}</style></head>`;
    const hashes = inlineHashes(html);
    const expected = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(hashes.scripts).toEqual([expected]);
    const policy = directives(contentSecurityPolicy(mockBuild, hashes));
    expect(policy['script-src']).toEqual(["'self'", "'report-sample'", expected]);
    expect(policy['style-src']).toHaveLength(3);
  });
});

describe('the headers file', () => {
  const rules = headerRules(separateApi, noInline);

  it('caches hashed files for a year and asks again for index.html', () => {
    expect(headersFor('/assets/abc123.js', rules)).toMatchObject({ 'Cache-Control': IMMUTABLE });
    expect(headersFor('/', rules)).toMatchObject({ 'Cache-Control': REVALIDATE });
    expect(headersFor('/index.html', rules)).toMatchObject({ 'Cache-Control': REVALIDATE });
  });

  it('gives the page every security header, and the files only those a file can use', () => {
    for (const page of ['/', '/index.html'])
      expect(Object.keys(headersFor(page, rules))).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'Referrer-Policy',
          'X-Content-Type-Options',
          'Permissions-Policy',
        ]),
      );
    expect(headersFor('/assets/abc123.js', rules)).toEqual({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': IMMUTABLE,
    });
  });

  it('reads back as it was written', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it("becomes an nginx server block that sends the page's headers with the page", () => {
    const conf = renderNginxConf(rules, { apiPaths: [], tls: DEFAULT_TLS });
    const policy = headersFor('/', rules)['Content-Security-Policy'];
    const [files = '', page = ''] = conf.split('location / {');
    expect(page).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(files).not.toContain('add_header Content-Security-Policy');
    expect(files).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(conf).not.toContain('proxy_pass');
    expect(renderNginxConf(rules, { apiPaths: ['/reach/portal/api'], tls: DEFAULT_TLS })).toContain(
      'location /reach/portal/api/ {\n        proxy_pass http://backend;',
    );
  });

  it('serves HTTP/2 over TLS from the certificate paths given, and sends plain HTTP there', () => {
    const tls = tlsFromEnvironment({
      NGINX_TLS_CERTIFICATE: '/run/secrets/shop.pem',
      NGINX_TLS_KEY: '/run/secrets/shop.key',
    });
    const conf = renderNginxConf(rules, { apiPaths: [], tls });
    const [redirect = '', site = ''] = conf.split(/^server \{$/m).slice(1);
    expect(redirect).toContain('listen 80;');
    expect(redirect).toContain('return 301 https://$host$request_uri;');
    expect(redirect).not.toContain('root ');
    expect(site).toContain('listen 443 ssl;');
    expect(site).toContain('http2 on;');
    expect(site).not.toMatch(/listen 80;/);
    expect(site).toContain('ssl_certificate /run/secrets/shop.pem;');
    expect(site).toContain('ssl_certificate_key /run/secrets/shop.key;');
    // In every location: nginx drops the server's add_header lines where a location has its own.
    for (const location of site
      .split('location ')
      .slice(1)
      .filter((part) => part.includes('add_header')))
      expect(location).toContain(
        `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`,
      );
    expect(tlsFromEnvironment({})).toEqual(DEFAULT_TLS);
  });
});
