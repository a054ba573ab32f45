/**
 * nginx server blocks for one build: HTTPS with HTTP/2 on port 443 (port 80 only redirects), the
 * same headers as its `_headers` plus Strict-Transport-Security, the precompressed files, and
 * (when the API shares the app's origin) the API paths forwarded to the backend.
 */
import { headersFor, HEADERS_FILE } from './headersFile.ts';
import { HASHED_FILES, type HeaderRule } from './securityHeaders.ts';

export const NGINX_FILE = 'nginx.conf';

const SERVER_NAME = 'server_name www.example.com;';

const indent = (lines: readonly string[], depth: number) =>
  lines.map((line) => (line === '' ? '' : `${'    '.repeat(depth)}${line}`));

// nginx drops a server's add_header lines in any location that has its own: each location lists all.
const addHeaders = (headers: Record<string, string>) =>
  Object.entries({ ...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );

/** HTTPS only, two years, once the block serves TLS (docs/deploy.md). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';

/** The certificate files the block names unless the build is given others (docs/deploy.md). */
export const DEFAULT_TLS = {
  certificate: '/etc/ssl/certs/reach-iot.pem',
  certificateKey: '/etc/ssl/private/reach-iot.key',
};

export interface NginxOptions {
  /** Path prefixes of the API when this host forwards them (`VITE_API_BASE=/`), else none. */
  apiPaths: readonly string[];
  /** The TLS certificate (with its chain) and its key, as paths on the host. */
  tls: typeof DEFAULT_TLS;
}

/** The certificate paths from the build's environment (`NGINX_TLS_CERTIFICATE`, `NGINX_TLS_KEY`). */
export const tlsFromEnvironment = (env: NodeJS.ProcessEnv): NginxOptions['tls'] => ({
  certificate: env.NGINX_TLS_CERTIFICATE || DEFAULT_TLS.certificate,
  certificateKey: env.NGINX_TLS_KEY || DEFAULT_TLS.certificateKey,
});

export function renderNginxConf(
  rules: readonly HeaderRule[],
  { apiPaths, tls }: NginxOptions,
): string {
  const hashedPrefix = HASHED_FILES.slice(0, -1);
  const proxy = apiPaths.flatMap((path) => [
    '',
    `location ${path}/ {`,
    ...indent(
      [
        'proxy_pass http://backend;',
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ],
      1,
    ),
    '}',
  ]);
  const server = [
    '# HTTP/2 over TLS (`http2 on` needs nginx 1.25.1 or later, docs/deploy.md).',
    'listen 443 ssl;',
    'listen [::]:443 ssl;',
    'http2 on;',
    SERVER_NAME,
    `ssl_certificate ${tls.certificate};`,
    `ssl_certificate_key ${tls.certificateKey};`,
    '# Where dist/ is copied.',
    'root /srv/reach-iot/dist;',
    'index index.html;',
    '',
    '# Every text file has a .gz (and a .br) beside it, compressed at build time.',
    'gzip_static on;',
    '# brotli_static on;  # with the ngx_brotli module',
    '',
    "# The build's own files, not for browsers.",
    `location ~ ^/(${HEADERS_FILE}|${NGINX_FILE.replace('.', '\\.')})$|/\\. {`,
    '    return 404;',
    '}',
    '',
    `location ${hashedPrefix} {`,
    ...indent([...addHeaders(headersFor(`${hashedPrefix}x`, rules)), 'try_files $uri =404;'], 1),
    '}',
    '',
    // The routes live after the `#`: the only page is index.html, and an unknown path is a 404.
    'location / {',
    ...indent([...addHeaders(headersFor('/', rules)), 'try_files $uri $uri/ =404;'], 1),
    '}',
    ...proxy,
  ];
  return [
    '# nginx server block for this build of dist/, written by the build (docs/deploy.md).',
    '# The Content-Security-Policy holds the hashes of this build’s inline code: deploy the',
    '# file that came with the build. Change server_name, root and the backend’s address; the',
    '# certificate paths come from the build (NGINX_TLS_CERTIFICATE, NGINX_TLS_KEY).',
    ...(apiPaths.length > 0
      ? [
          '',
          '# The backend that answers the API paths forwarded below.',
          'upstream backend {',
          '    server 127.0.0.1:8080;',
          '}',
        ]
      : []),
    '',
    '# Plain HTTP only leads to HTTPS.',
    'server {',
    ...indent(
      ['listen 80;', 'listen [::]:80;', SERVER_NAME, 'return 301 https://$host$request_uri;'],
      1,
    ),
    '}',
    '',
    'server {',
    ...indent(server, 1),
    '}',
    '',
  ].join('\n');
}
