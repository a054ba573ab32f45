/**
 * `npm run smoke -- <site URL> [#/route …]`: loads the landing page and a deep link of a
 * deployed build in Debian's Chromium, and reports Content-Security-Policy violations, console
 * errors, failed requests and missing or weak headers. Exits 1 when there is any (docs/deploy.md).
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../playwright.config';
import { checkDeployment, DEFAULT_PATHS, reportProblems } from './checkDeployment';

const [siteUrl, ...paths] = process.argv.slice(2);
if (!siteUrl || !/^https?:\/\//.test(siteUrl)) {
  console.error('usage: npm run smoke -- <site URL, e.g. https://www.example.com/> [#/route …]');
  process.exit(2);
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const report = await checkDeployment(browser, siteUrl, paths.length > 0 ? paths : DEFAULT_PATHS);
  for (const page of report.pages)
    console.log(`${page.problems.length === 0 ? 'ok  ' : 'FAIL'} ${page.url}`);
  const problems = reportProblems(report);
  for (const problem of problems) console.log(`  - ${problem}`);
  console.log(problems.length === 0 ? 'No problems found.' : `${problems.length} problem(s).`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await browser.close();
}
