/**
 * What a browser test must never see: a console error, a console warning (React's warnings in
 * development: duplicate keys, a conditional `use()`, an update on an unmounted component) or an
 * uncaught error, in any page of the browser context (a popup or a second tab too).
 */
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/** Labels each problem with its kind, so that a failure says what was logged and where. */
export function watchConsole(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url}:${lineNumber})` : '';
    const label = (text: string) =>
      `console.${type === 'error' ? 'error' : 'warn'}: ${text}${where}`;
    const index = problems.push(label(message.text())) - 1;
    // React logs a format and its values (`Encountered two children with the same key, %s`):
    // the values say which key, once the page hands them over (not after it has closed).
    void withValues(message)
      .then((text) => (problems[index] = label(text)))
      .catch(() => undefined);
  });
  context.on('weberror', (webError) => {
    const page = webError.page();
    problems.push(`uncaught: ${webError.error().message}${page ? ` (${page.url()})` : ''}`);
  });
  return problems;
}

/** The message's format with its `%s`-style placeholders filled in from the logged values. */
async function withValues(message: ConsoleMessage): Promise<string> {
  const [format, ...values] = await Promise.all(
    message.args().map((arg) => arg.jsonValue() as Promise<unknown>),
  );
  if (typeof format !== 'string' || !/%[sdifoOc]/.test(format)) return message.text();
  return format.replace(/%[sdifoOc]/g, (placeholder) => {
    const value = values.shift();
    return placeholder === '%c' ? '' : String(value ?? '');
  });
}
