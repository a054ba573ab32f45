import { MockError } from '../http/errors';

/**
 * A business refusal: HTTP 200 with statuscode 0 and a message in both
 * languages (most shop calls carry no language), as the shop backend answers.
 */
export const refuse = (zh: string, en: string) => new MockError(200, `${zh} / ${en}`);

/** Input the contract's schema cannot check alone (fields required by another field). */
export const badInput = (zh: string, en: string) => new MockError(400, `${zh} / ${en}`);

export const success = <T>(data: T) => ({ statuscode: 1, msg: 'success', data });
