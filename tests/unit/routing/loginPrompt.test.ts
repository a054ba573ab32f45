import { describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';
import { askLoginQuestion } from '../../../src/session/loginPrompt';

const request = { title: msg`Login expired`, content: msg`Login expired, please log in first` };

describe('login questions', () => {
  it('shows one at a time: a second while the first is open is dismissed without showing', async () => {
    let answer: (value: string) => void = () => {};
    const ask = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = askLoginQuestion(request, ask);
    await expect(askLoginQuestion(request, ask)).resolves.toBe('dismiss');
    expect(ask).toHaveBeenCalledTimes(1);
    answer('confirm');
    await expect(first).resolves.toBe('confirm');
  });

  it('asks again once the first is answered', async () => {
    const ask = vi.fn(() => Promise.resolve('cancel'));
    await askLoginQuestion(request, ask);
    await askLoginQuestion(request, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
