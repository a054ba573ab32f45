/** Account names (shop-and-shell §5 "Registration"). */
import { describe, expect, it } from 'vitest';
import { usernameProblem } from '../../../src/domain/account';

describe('usernameProblem', () => {
  it.each([
    ['', 'usernameEmpty'],
    ['   ', 'usernameEmpty'],
    ['林伟', 'usernameChinese'],
    ['lin wei', 'usernameBlank'],
    [' lin ', undefined],
  ])('%j: %s', (username, problem) => {
    expect(usernameProblem(username)).toBe(problem);
  });
});
