/**
 * What went wrong on a page while it was watched: Content-Security-Policy violations (the
 * `securitypolicyviolation` events the browser fires in the page), console errors, uncaught
 * errors and failed requests. Start watching before the first navigation.
 */
import type { Page } from 'playwright-core';

export interface CspViolation {
  /** The directive that refused, e.g. `img-src`. */
  directive: string;
  /** What was refused: a URL, `inline` or `eval`. */
  blocked: string;
  /** Where: the document or script, and the line. */
  where: string;
  /** The start of refused inline code (the policy asks for it with 'report-sample'). */
  sample: string;
}

export interface PageProblems {
  violations: CspViolation[];
  errors: string[];
}

const BINDING = '__reportCspViolation';

/** The page's Content-Security-Policy violations, in every frame, as they happen. */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        where: `${event.sourceFile || event.documentURI}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  }, BINDING);
  return violations;
}

export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { violations: await watchCspViolations(page), errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels what the previous screen was still loading: not a failure.
    if (reason !== 'net::ERR_ABORTED')
      problems.errors.push(`request failed: ${request.url()} (${reason})`);
  });
  return problems;
}

export const describeViolation = ({ directive, blocked, where, sample }: CspViolation) =>
  `CSP ${directive} refused ${blocked || 'inline'}${sample ? ` (${sample})` : ''} at ${where}`;
