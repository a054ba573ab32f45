/**
 * Checks a deployed build as a visitor's browser sees it: each page loads under the site's
 * Content-Security-Policy without a violation, a console error or a failed request, and the
 * responses carry the security and caching headers the build wrote (scripts/deploy/).
 */
import type { Browser, Page } from 'playwright-core';
import { IMMUTABLE, REVALIDATE } from '../deploy/securityHeaders';
import { describeViolation, watchPage } from './watchPage';

/** The landing page and a deep link that frames the documentation site (frame-src). */
export const DEFAULT_PATHS = ['#/homePage', '#/docCenter'];

/** Directives a production policy must hold, exactly as docs/deploy.md lists them. */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
];

export interface PageReport {
  url: string;
  problems: string[];
}

export interface DeploymentReport {
  pages: PageReport[];
  /** Headers that are missing or weaker than the build's. */
  headerProblems: string[];
}

function policyProblems(policy: string | undefined): string[] {
  if (!policy) return ['the page has no Content-Security-Policy header'];
  const directives = policy.split(';').map((part) => part.trim().replace(/\s+/g, ' '));
  const scripts = directives.find((part) => part.startsWith('script-src ')) ?? '';
  return [
    ...REQUIRED_DIRECTIVES.filter((required) => !directives.includes(required)).map(
      (required) => `the Content-Security-Policy lacks ${required}`,
    ),
    ...(scripts === '' ? ['the Content-Security-Policy has no script-src'] : []),
    ...["'unsafe-inline'", "'unsafe-eval'"]
      .filter((source) => scripts.includes(source))
      .map((source) => `script-src allows ${source}`),
  ];
}

function expectHeader(
  headers: Record<string, string>,
  name: string,
  expected: string,
  what: string,
): string[] {
  const actual = headers[name.toLowerCase()];
  return actual === expected
    ? []
    : [`${what}: ${name} is ${actual ?? 'missing'}, expected ${expected}`];
}

async function headerProblems(
  page: Page,
  documentHeaders: Record<string, string>,
): Promise<string[]> {
  const problems = [
    ...policyProblems(documentHeaders['content-security-policy']),
    ...expectHeader(documentHeaders, 'X-Content-Type-Options', 'nosniff', 'the page'),
    ...(documentHeaders['referrer-policy'] ? [] : ['the page has no Referrer-Policy']),
    ...(documentHeaders['permissions-policy'] ? [] : ['the page has no Permissions-Policy']),
    ...expectHeader(documentHeaders, 'Cache-Control', REVALIDATE, 'the page'),
  ];
  const script = await page.locator('script[src]').first().getAttribute('src');
  if (!script) return [...problems, 'the page loads no script file'];
  const asset = await page.request.get(new URL(script, page.url()).href, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const assetHeaders = asset.headers();
  return [
    ...problems,
    ...expectHeader(assetHeaders, 'Cache-Control', IMMUTABLE, script),
    ...(['br', 'gzip'].includes(assetHeaders['content-encoding'] ?? '')
      ? []
      : [`${script} is sent uncompressed to a browser that accepts br and gzip`]),
  ];
}

/** Lets the screen settle: its data, then what scrolling into view loads (lazy pictures). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

export async function checkDeployment(
  browser: Browser,
  siteUrl: string,
  paths: readonly string[] = DEFAULT_PATHS,
): Promise<DeploymentReport> {
  const report: DeploymentReport = { pages: [], headerProblems: [] };
  for (const [index, path] of paths.entries()) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const watched = await watchPage(page);
      const url = new URL(path, siteUrl).href;
      const response = await page.goto(url);
      await settle(page);
      if (index === 0)
        report.headerProblems = response
          ? await headerProblems(page, response.headers())
          : ['the page did not answer'];
      report.pages.push({
        url,
        problems: [...watched.violations.map(describeViolation), ...watched.errors],
      });
    } finally {
      await context.close();
    }
  }
  return report;
}

export const reportProblems = (report: DeploymentReport) => [
  ...report.headerProblems,
  ...report.pages.flatMap((page) => page.problems.map((problem) => `${page.url}: ${problem}`)),
];
