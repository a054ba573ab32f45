/** The mock payment providers' pages: small, bilingual, no external resources. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f4f8;color:#102a43;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(16,42,67,.12);padding:32px 40px;max-width:420px;width:100%;text-align:center}h1{font-size:20px;margin:0 0 8px}.amount{font-size:36px;font-weight:700;margin:16px 0;color:#0b5cad}.muted{color:#627d98;font-size:14px}button{font-size:16px;padding:12px 32px;border:0;border-radius:8px;background:#0b5cad;color:#fff;cursor:pointer}a{color:#0b5cad}.answers{display:flex;flex-direction:column;gap:12px;align-items:center}.answers form{margin:0}button.secondary{background:#fff;color:#0b5cad;box-shadow:inset 0 0 0 1px #0b5cad}`;

/**
 * A whole page; `body` is trusted HTML (callers escape what they interpolate).
 * The empty icon, as in the app's index.html, keeps browsers from asking for a
 * /favicon.ico the mock does not have (a 404 in the console of every test).
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}
