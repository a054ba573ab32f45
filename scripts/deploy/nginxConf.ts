/**
 * An nginx server block for one build: the same headers as its `_headers`, the precompressed
 * files, and (when the API shares the app's origin) the API paths forwarded to the backend.
 */
import { headersFor, HEADERS_FILE } from './headersFile.ts';
import { HASHED_FILES, type HeaderRule } from './securityHeaders.ts';

export const NGINX_FILE = 'nginx.conf';

const indent = (lines: readonly string[], depth: number) =>
  lines.map((line) => (line === '' ? '' : `${'    '.repeat(depth)}${line}`));

// nginx drops a server's add_header lines in any location that has its own: each location lists all.
const addHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);

export interface NginxOptions {
  /** Path prefixes of the API when this host forwards them (`VITE_API_BASE=/`), else none. */
  apiPaths: readonly string[];
}

export function renderNginxConf(rules: readonly HeaderRule[], { apiPaths }: NginxOptions): string {
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
    'listen 80;',
    '# listen 443 ssl; ssl_certificate …; ssl_certificate_key …;',
    '# add_header Strict-Transport-Security "max-age=63072000" always;  # once HTTPS works',
    'server_name www.example.com;',
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
    '# file that came with the build. Change server_name, root and the backend’s address.',
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
    'server {',
    ...indent(server, 1),
    '}',
    '',
  ].join('\n');
}
