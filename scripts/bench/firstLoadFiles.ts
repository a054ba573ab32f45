/**
 * The files a built page fetches before its first screen, read from the built `index.html` alone:
 * the scripts and stylesheet it names, and the `modulepreload` links its inline preload script
 * adds for the landed route (scripts/vite/routePreload.ts). The inline script runs here as the
 * page runs it, so the count follows whatever that script does, without copying its logic.
 * Deterministic for a build, unlike a page load: the figure to compare chunk groupings by.
 */
import { runInNewContext } from 'node:vm';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** `./assets/x.js` and `assets/x.js` are the same file. */
const fileName = (href: string) => href.replace(/^\.\//, '');

/** The scripts, module preloads and stylesheets the HTML names itself. */
function namedFiles(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const rel = attribute(tag, 'rel');
    const href = tag.startsWith('<script')
      ? attribute(tag, 'src')
      : rel === 'modulepreload' || rel === 'stylesheet'
        ? attribute(tag, 'href')
        : undefined;
    return href ? [fileName(href)] : [];
  });
}

/** What the HTML's inline scripts preload when the page opens at `hash` with `locale` stored. */
function preloadedFiles(html: string, hash: string, locale: string): string[] {
  const links: { rel: string; href: string }[] = [];
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const page = {
    window: {},
    location: { hash, search: '', href: `https://app.example/${hash}` },
    localStorage: { getItem: (key: string) => (key === 'locale' ? locale : null) },
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
    // The first screen's calls: answered by nothing, and never waited for here.
    fetch: () => new Promise(() => {}),
    URL,
    URLSearchParams,
    encodeURIComponent,
  };
  inline.forEach((code) => runInNewContext(code ?? '', page));
  return links.filter((link) => link.rel === 'modulepreload').map((link) => fileName(link.href));
}

/** The JS and CSS files of the first load of `hash`, each once, in the order they are asked. */
export function firstLoadFiles(html: string, hash: string, locale: string): string[] {
  return [...new Set([...preloadedFiles(html, hash, locale), ...namedFiles(html)])].filter((file) =>
    /\.(?:js|css)$/.test(file),
  );
}
