/**
 * The viewer's code (its machine, XState and viewerjs) loads at the first press
 * (src/components/viewer/useImageViewer.ts). When it cannot be had (offline), the visitor is told
 * so, nothing opens, and the next press asks for it again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EnlargeablePicture } from '../../../src/components/viewer/EnlargeablePicture';
import { notifications } from '../../../src/lib/notifications';
import { renderInRouter } from '../shop/support/renderInRouter';

const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/components/viewer/viewerActor', () => {
  asked.count += 1;
  throw new Error('offline');
});

afterEach(() => {
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('the viewer’s code cannot be loaded', () => {
  it('says so in the page’s language, opens nothing, and asks again on the next press', async () => {
    await renderInRouter(
      () => <EnlargeablePicture src="/mock-assets/picture/lab.svg?w=400&h=300" alt="Laboratory" />,
      'zh',
    );
    const picture = screen.getByRole('button', { name: '放大查看图片：Laboratory' });
    fireEvent.click(picture);
    await waitFor(() =>
      expect(notifications.list()).toMatchObject([
        { level: 'warning', message: '图片查看器加载失败，请检查网络后重试。' },
      ]),
    );
    expect(document.querySelector('.viewer-container')).toBeNull();
    const firstTries = asked.count;

    fireEvent.click(picture);
    await waitFor(() => expect(asked.count).toBeGreaterThan(firstTries));
    await waitFor(() => expect(notifications.list()).toHaveLength(1));
    expect(document.querySelector('.viewer-container')).toBeNull();
  });
});
