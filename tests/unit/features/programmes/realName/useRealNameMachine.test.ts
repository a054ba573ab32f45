// @vitest-environment jsdom
/**
 * The real-name form as the app runs it (useRealNameMachine): the licence picture it uploads, the
 * form it sends with it, the server's confirmation (or the app's own) and the way home, and the
 * login offer when the user is logged out. The calls are spies at the API module's edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { RealNameFormEvent } from '../../../../../machines/realNameFormRules';
import {
  FORM_SUCCESS_CODE,
  NOT_LOGGED_IN_CODE,
  submitRealNameForm,
  uploadPicture,
  UploadRefused,
} from '../../../../../src/api/programmes';
import { useRealNameMachine } from '../../../../../src/features/programmes/realName/useRealNameMachine';
import type * as programmesApi from '../../../../../src/api/programmes';
import { notifications } from '../../../../../src/lib/notifications';
import { switchTestLocale } from '../../../../support/i18n';
import { routerAt, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof programmesApi>()),
  submitRealNameForm: vi.fn(),
  uploadPicture: vi.fn(),
}));

const licence = new Blob(['licence'], { type: 'image/png' });

function renderRealName() {
  const { router, wrapper } = routerAt('/realName');
  const { result } = renderHook(() => useRealNameMachine(), { wrapper });
  const send = sendInAct<RealNameFormEvent>(() => result.current.send);
  return { result, send, location: () => router.history.location };
}

async function fillIn(form: ReturnType<typeof renderRealName>) {
  await form.send({ type: 'CHANGE', field: 'contactPerson', value: 'Lin' });
  await form.send({ type: 'CHANGE', field: 'phoneNum', value: '13800138000' });
  await form.send({ type: 'CHANGE', field: 'email', value: 'lin@example.com' });
  await form.send({ type: 'UPLOAD', file: licence });
  await waitFor(() => expect(form.result.current.state.context.imgList).toHaveLength(1));
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(uploadPicture).mockResolvedValue({ path: '/upload/licence.png' });
  vi.mocked(submitRealNameForm).mockResolvedValue({ code: FORM_SUCCESS_CODE, msg: 'Under review' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('submitting', () => {
  it("uploads the licence, sends the form with it, shows the server's confirmation and goes home", async () => {
    const form = renderRealName();
    await fillIn(form);
    expect(uploadPicture).toHaveBeenCalledExactlyOnceWith(licence);
    await form.send({ type: 'SUBMIT' });
    await waitFor(() => expect(form.location().pathname).toBe('/homePage'));
    expect(submitRealNameForm).toHaveBeenCalledExactlyOnceWith({
      contactPerson: 'Lin',
      phoneNum: '13800138000',
      email: 'lin@example.com',
      addr: '',
      postscript: '',
      imgList: ['/upload/licence.png'],
    });
    expect(notices()).toEqual([['success', 'Under review']]);
  });

  it('says "submitted for review" when the server gives no message', async () => {
    vi.mocked(submitRealNameForm).mockResolvedValue({ code: FORM_SUCCESS_CODE });
    const form = renderRealName();
    await fillIn(form);
    await form.send({ type: 'SUBMIT' });
    await waitFor(() => expect(notices()).toEqual([['success', 'Submitted for review']]));
  });
});

it('opens with the login offer closed', () => {
  expect(renderRealName().result.current.loginOffered).toBe(false);
});

describe('logged out', () => {
  it('an upload refused for want of a login offers one and says why, on the real-name form', async () => {
    vi.mocked(uploadPicture).mockRejectedValue(new UploadRefused(NOT_LOGGED_IN_CODE, 'not logged'));
    const form = renderRealName();
    await form.send({ type: 'UPLOAD', file: licence });
    await waitFor(() => expect(form.result.current.loginOffered).toBe(true));
    expect(form.result.current.state.context.uploadFailure).toEqual({
      code: 'server',
      message: 'You are not logged in',
    });
    await act(() => form.result.current.closeLoginOffer());
    expect(form.result.current.loginOffered).toBe(false);
  });

  it('a form refused for want of a login offers one and stays on the form', async () => {
    vi.mocked(submitRealNameForm).mockResolvedValue({ code: NOT_LOGGED_IN_CODE });
    const form = renderRealName();
    await fillIn(form);
    await form.send({ type: 'SUBMIT' });
    await waitFor(() => expect(form.result.current.loginOffered).toBe(true));
    expect(notices()).toEqual([]);
    expect(form.location().pathname).toBe('/realName');
  });
});
