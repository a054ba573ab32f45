import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Toaster } from '../../src/components/toasts/Toaster';
import { createNotificationService } from '../../src/lib/notifications';
import { TOAST_VISIBLE_MS } from '../../src/domain/timings';
import { renderWithI18n } from '../support/renderWithI18n';

// A toast's code loads with the first notice (Toaster.tsx): loaded once here, the first notice
// of each test shows within its act().
beforeAll(() => import('../../src/components/toasts/Toast'));
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('announces a warning as an alert and closes it with the translated close button', async () => {
    const service = createNotificationService();
    await renderWithI18n(<Toaster service={service} />, 'zh');
    await act(async () => void service.notify('warning', '请求地址错误'));
    expect(screen.getByRole('alert').textContent).toContain('请求地址错误');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(service.list()).toEqual([]);
  });

  it('labels the region in English and lets an info notice leave on its own', async () => {
    const service = createNotificationService();
    await renderWithI18n(<Toaster service={service} />, 'en');
    vi.useFakeTimers();
    await act(async () => void service.notify('info', 'Saved'));
    const list = screen.getByRole('list', { name: 'Notifications' });
    // Inside a landmark, as every content of the page is (axe "region").
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(list)).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a notice again in the same toast: the focus stays on it, and it has its full time again', async () => {
    const service = createNotificationService();
    await renderWithI18n(<Toaster service={service} />, 'en');
    vi.useFakeTimers();
    await act(async () => void service.notify('warning', 'Network error'));
    await act(async () => void service.notify('info', 'Saved'));
    const toast = screen.getByRole('alert');
    const message = toast.querySelector('p');
    const close = screen.getAllByRole('button', { name: 'Close' })[0];
    close?.focus();
    await act(async () => void service.notify('warning', 'Network error'));
    expect(screen.getByRole('alert')).toBe(toast);
    expect(document.activeElement).toBe(close);
    // Its text is written anew, which screen readers announce.
    expect(toast.querySelector('p')).not.toBe(message);
    expect(toast.textContent).toContain('Network error');

    act(() => close?.blur());
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS - 100));
    await act(async () => void service.notify('warning', 'Network error'));
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1));
    expect(screen.getByRole('alert')).toBe(toast);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(service.list().map(({ message: text }) => text)).toEqual([]);
  });

  it('keeps a notice while the pointer rests on it', async () => {
    const service = createNotificationService();
    await renderWithI18n(<Toaster service={service} />, 'en');
    vi.useFakeTimers();
    await act(async () => void service.notify('error', 'Payment failed'));
    fireEvent.pointerEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS * 2));
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
  });
});
