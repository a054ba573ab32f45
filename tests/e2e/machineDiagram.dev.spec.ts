/**
 * The inspector's diagram as a reviewer reads it, in the development server (docs/decisions.md,
 * "Machine diagrams"): the session machine at 100%, every text at 11 px or more and inside the box
 * the layout measured for it, the labels saying guards, "else" and delays, a label pointed at
 * bringing out its arrow, and the view back at 100% after fitting it.
 */
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

/** React Flow's viewport at 100%, 16 px from the frame's corner (MachineDiagram's margin). */
const ACTUAL_SIZE = 'matrix(1, 0, 0, 1, 16, 16)';

test('the session machine reads at 100%: every text legible, in its box, labelled', async ({
  page,
}) => {
  // The dev server compiles the inspector's modules on their first request.
  test.setTimeout(90_000);
  await page.goto('#/__machines/session');
  const diagram = page.getByTestId('diagram');
  await expect(diagram.locator('[data-state="session.live.idle"]')).toBeVisible({
    timeout: 60_000,
  });
  await expect(diagram.locator('[data-state]')).toHaveCount(10);
  await expect(diagram.locator('.react-flow__viewport')).toHaveCSS('transform', ACTUAL_SIZE);

  const fontSizes = await diagram
    .locator('[data-state] span, [data-transitions] span')
    .evaluateAll((spans) => spans.map((span) => parseFloat(getComputedStyle(span).fontSize)));
  expect(fontSizes.length).toBeGreaterThan(100);
  expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(11);
  // The layout sized each box from its text without a browser: the browser's text must fit it.
  const overflowing = await diagram
    .locator('[data-state], [data-transitions]')
    .evaluateAll((boxes) =>
      boxes
        .filter(
          (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
        )
        .map((box) => box.getAttribute('data-state') ?? box.getAttribute('data-transitions')),
    );
  expect(overflowing).toEqual([]);

  await expect(
    diagram.locator(
      '[data-transitions="session.live.shopTokenExpired#xstate.after.expiredRedirect.session.live.shopTokenExpired#0"]',
    ),
  ).toHaveText('after expiredRedirect (2000 ms)/ goToLogin');
  await expect(diagram.locator('[data-state="session.live.checkingUser"]')).toContainText(
    'invoke getUserInfo↻ CHECK_SHOP_TOKEN [hasToken]',
  );

  // Pointing at a label brings out its arrow.
  const expired = diagram.locator(
    '[data-transitions="session.live.checkingUser#xstate.done.actor.getUserInfo#1"]',
  );
  await expect(expired).toHaveText('done: getUserInfo [infoExpired]');
  const arrow = diagram.locator('path[id="session.live.checkingUser>session.live.sessionExpired"]');
  await expect(arrow).toHaveCSS('stroke-width', '1.5px');
  await expired.hover();
  await expect(arrow).toHaveCSS('stroke-width', '3px');

  await diagram.getByRole('button', { name: '显示整张状态图' }).click();
  await expect(diagram.locator('.react-flow__viewport')).not.toHaveCSS('transform', ACTUAL_SIZE);
  await diagram.getByRole('button', { name: '原始大小（100%）' }).click();
  await expect(diagram.locator('.react-flow__viewport')).toHaveCSS('transform', ACTUAL_SIZE);
});
