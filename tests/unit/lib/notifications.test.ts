import { expect, it, vi } from 'vitest';
import { createNotificationService } from '../../../src/lib/notifications';
import { reloadPageAfter } from '../../../src/lib/reloadPage';

it('publishes notices in order and removes a dismissed one', () => {
  const service = createNotificationService();
  const seen = vi.fn();
  const stop = service.subscribe(seen);
  const first = service.notify('warning', 'one');
  service.notify('error', 'two');
  expect(service.list().map((notice) => notice.message)).toEqual(['one', 'two']);
  service.dismiss(first.id);
  expect(service.list().map((notice) => notice.message)).toEqual(['two']);
  expect(seen).toHaveBeenCalledTimes(3);
  stop();
  service.notify('info', 'three');
  expect(seen).toHaveBeenCalledTimes(3);
});

it('shows the same notice once, anew in its place, when it comes again while showing', () => {
  const service = createNotificationService();
  const first = service.notify('info', 'all shown');
  service.notify('warning', 'other');
  const again = service.notify('info', 'all shown');
  expect(again.id).not.toBe(first.id);
  expect(service.list().map(({ id, level, message }) => [id, `${level}:${message}`])).toEqual([
    [again.id, 'info:all shown'],
    [2, 'warning:other'],
  ]);
  service.notify('warning', 'all shown');
  expect(service.list()).toHaveLength(3);
});

it('reloads the page only once the delay has passed', () => {
  vi.useFakeTimers();
  const reload = vi.fn();
  reloadPageAfter(3000, reload);
  vi.advanceTimersByTime(2999);
  expect(reload).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledOnce();
  vi.useRealTimers();
});
