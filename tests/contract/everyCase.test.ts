/**
 * The endpoint matrices' one test per endpoint (support/everyCase.ts): a failed case neither
 * hides the others nor goes unnamed.
 */
import { expect, it } from 'vitest';
import { checkEveryCase } from './support/everyCase';

it('runs every case after a failure, and names each failed case with its message', async () => {
  const ran: string[] = [];
  const cases = ['a malformed body', 'an empty name', 'a forged token'].map((name, index) => ({
    name,
    run: async () => {
      ran.push(name);
      if (index !== 1) expect(index, `${name}'s answer`).toBe(1);
    },
  }));
  const failure = await checkEveryCase(cases).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(ran).toEqual(['a malformed body', 'an empty name', 'a forged token']);
  expect(failure).toBeInstanceOf(Error);
  const message = (failure as Error).message;
  expect(message).toMatch(/^2 of 3 cases failed/);
  expect(message).toContain("✗ a malformed body\na malformed body's answer: expected +0 to be 1");
  expect(message).toContain("✗ a forged token\na forged token's answer: expected 2 to be 1");
  expect(message).not.toContain('an empty name');
});

it('passes when every case passes', async () => {
  await expect(checkEveryCase([{ name: 'a valid call', run: () => undefined }])).resolves.toBe(
    undefined,
  );
});
