/**
 * The offline documentation site the document centre frames (`/docCenter?docUrl=`):
 * `GET /__mock/docs/` lists the public documents, `GET /__mock/docs/:itemId`
 * shows one, in the language of `?lang=` or else of the id's `_en` suffix.
 * Internal documents need a login, read from the same token the API accepts or
 * from the `access_token` / `token` cookies a framed page carries.
 */
import type { Application, Request, Response } from 'express';
import type { DocItem, DocProject } from '../../src/api/contract/portal/doc';
import { MOCK_DOCS_PREFIX } from '../../fixtures/mockAddresses';
import { isLocale, HTML_LANG, type Locale } from '../../src/i18n/locales';
import type { PortalFixtures } from '../../fixtures/portal';
import { docText, type DocText } from '../../fixtures/portal/docText';
import { tokenOf } from '../http/auth';
import type { MockContext } from '../http/context';
import { baseId, localeOfId } from '../../src/i18n/localeIds';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE =
  'body{font:16px/1.7 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#102a43}' +
  'h1{font-size:1.6rem;margin:.2rem 0 1rem}.trail,.meta{color:#627d98;font-size:.9rem}a{color:#0b5cad}';

const TEXT = {
  zh: {
    updated: '最近更新：',
    steps: '操作步骤',
    notFound: '未找到该文档',
    login: '该文档为内部资料，请先登录后查看。',
    index: '开发者文档',
  },
  en: {
    updated: 'Last updated: ',
    steps: 'Steps',
    notFound: 'Document not found',
    login: 'This is an internal document: please log in to read it.',
    index: 'Developer documentation',
  },
} satisfies Record<Locale, Record<string, string>>;

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

interface Page {
  status: number;
  locale: Locale;
  title: string;
  /** Already escaped HTML. */
  body: string;
}

function send(res: Response, ctx: MockContext, { status, locale, title, body }: Page) {
  const ancestors = ["'self'", ...ctx.options.allowedOrigins].join(' ');
  res
    .status(status)
    .type('html')
    .set({
      'content-security-policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors ${ancestors}`,
      'cache-control': 'private, no-store',
    })
    .send(
      `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    );
}

function indexBody(tree: readonly DocProject[], locale: Locale): string {
  const link = (item: DocItem) =>
    `<li><a href="${MOCK_DOCS_PREFIX}${encodeURIComponent(item.itemId)}?lang=${locale}">${escapeHtml(item.itemName)}</a></li>`;
  const folders = (project: DocProject) =>
    project.folderList
      .map(
        (folder) =>
          `<h3>${escapeHtml(folder.folderName)}</h3><ul>${folder.itemList.map(link).join('')}</ul>`,
      )
      .join('');
  return `<h1>${TEXT[locale].index}</h1>${tree
    .map((project) => `<h2>${escapeHtml(project.projectName)}</h2>${folders(project)}`)
    .join('')}`;
}

function documentBody(text: DocText, locale: Locale): string {
  return (
    `<p class="trail">${escapeHtml(text.trail)}</p><h1>${escapeHtml(text.title)}</h1>` +
    `<p class="meta">${TEXT[locale].updated}${escapeHtml(text.updated)}</p>` +
    text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<h2>${TEXT[locale].steps}</h2><ol>${text.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`
  );
}

function localeOf(req: Request, id: string): Locale {
  const lang = req.query.lang;
  return isLocale(lang) ? lang : localeOfId(id);
}

export function registerDocSite(
  app: Application,
  ctx: MockContext,
  { docs }: PortalFixtures,
): void {
  const loggedIn = (req: Request) =>
    [tokenOf(req), cookie(req, 'access_token'), cookie(req, 'token')].some(
      (token) => ctx.sessions.callerOfToken(token).kind === 'user',
    );

  app.get(MOCK_DOCS_PREFIX, (req, res) => {
    const locale = isLocale(req.query.lang) ? req.query.lang : 'zh';
    const body = indexBody(docs.tree(locale, 'public'), locale);
    send(res, ctx, { status: 200, locale, title: TEXT[locale].index, body });
  });

  app.get(`${MOCK_DOCS_PREFIX}:itemId`, (req, res) => {
    const id = req.params.itemId ?? '';
    const locale = localeOf(req, id);
    const record = docs.records.get(baseId(id));
    if (!record) {
      const title = TEXT[locale].notFound;
      send(res, ctx, { status: 404, locale, title, body: `<h1>${title}</h1>` });
      return;
    }
    const text = docText(record, locale);
    if (record.internal && !loggedIn(req)) {
      const body = `<h1>${escapeHtml(text.title)}</h1><p>${TEXT[locale].login}</p>`;
      send(res, ctx, { status: 401, locale, title: text.title, body });
      return;
    }
    send(res, ctx, { status: 200, locale, title: text.title, body: documentBody(text, locale) });
  });
}
