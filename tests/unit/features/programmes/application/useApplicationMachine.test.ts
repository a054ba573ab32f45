// @vitest-environment jsdom
/**
 * The online application as the app runs it (useApplicationMachine): the picture it uploads, the
 * application it sends (the route's programme and incubator with the form), the notice and the way
 * home, and the login offer when the user is logged out. The calls are spies at the API module's
 * edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type {
  ApplicationTextField,
  OnlineApplicationEvent,
} from '../../../../../machines/onlineApplicationForm';
import {
  FORM_SUCCESS_CODE,
  NOT_LOGGED_IN_CODE,
  submitApplication,
  uploadPicture,
  UploadRefused,
} from '../../../../../src/api/programmes';
import { useApplicationMachine } from '../../../../../src/features/programmes/application/useApplicationMachine';
import type * as programmesApi from '../../../../../src/api/programmes';
import { notifications } from '../../../../../src/lib/notifications';
import { switchTestLocale } from '../../../../support/i18n';
import { routerAt, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof programmesApi>()),
  submitApplication: vi.fn(),
  uploadPicture: vi.fn(),
}));

const filled: Partial<Record<ApplicationTextField, string>> = {
  applyName: 'Lin Devices',
  contactPerson: 'Lin',
  phoneNum: '13800138000',
  email: 'lin@example.com',
  addr: '1 Harbour Road',
  businessPerId: '91310000',
};
const licence = new Blob(['licence'], { type: 'image/png' });

function renderApplication() {
  const { router, wrapper } = routerAt('/contract?incubatorId=inc-7');
  const { result } = renderHook(
    () => useApplicationMachine({ signType: 3, contractTypeId: 'inc-7' }),
    { wrapper },
  );
  const send = sendInAct<OnlineApplicationEvent>(() => result.current.send);
  return { result, send, location: () => router.history.location };
}

async function fillIn(application: ReturnType<typeof renderApplication>) {
  await application.send({
    type: 'CHOOSE_DEVICE_TYPE',
    deviceTypeId: 'dt-2',
    deviceTypeName: 'Gateway',
  });
  for (const [field, value] of Object.entries(filled))
    await application.send({ type: 'CHANGE', field: field as ApplicationTextField, value });
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(uploadPicture).mockResolvedValue({ path: '/upload/licence.png' });
  vi.mocked(submitApplication).mockResolvedValue({ code: FORM_SUCCESS_CODE });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('applying', () => {
  it('uploads the picture, sends the application with it, says so and goes home', async () => {
    const application = renderApplication();
    await fillIn(application);
    await application.send({ type: 'UPLOAD', file: licence });
    await waitFor(() =>
      expect(application.result.current.state.context.imgList).toEqual(['/upload/licence.png']),
    );
    expect(uploadPicture).toHaveBeenCalledExactlyOnceWith(licence);
    await application.send({ type: 'SUBMIT' });
    await waitFor(() => expect(application.location().pathname).toBe('/homePage'));
    expect(submitApplication).toHaveBeenCalledExactlyOnceWith({
      applyName: 'Lin Devices',
      contactPerson: 'Lin',
      phoneNum: '13800138000',
      email: 'lin@example.com',
      idCardNum: '',
      expectArea: '',
      province: '',
      city: '',
      district: '',
      addr: '1 Harbour Road',
      website: '',
      businessPerId: '91310000',
      businessPerName: '',
      postscript: '',
      signType: 3,
      contractTypeId: 'inc-7',
      deviceTypeId: 'dt-2',
      deviceTypeName: 'Gateway',
      managementMode: 2,
      companyType: 'limitedLiability',
      imgList: ['/upload/licence.png'],
    });
    expect(notices()).toEqual([['success', 'Application submitted successfully']]);
    expect(application.result.current.loginOffered).toBe(false);
  });
});

describe('logged out', () => {
  it('an upload refused for want of a login offers one and says why, on the application', async () => {
    vi.mocked(uploadPicture).mockRejectedValue(new UploadRefused(NOT_LOGGED_IN_CODE, 'not logged'));
    const application = renderApplication();
    await fillIn(application);
    await application.send({ type: 'UPLOAD', file: licence });
    await waitFor(() => expect(application.result.current.loginOffered).toBe(true));
    expect(application.result.current.state.context.uploadFailure).toEqual({
      code: 'server',
      message: 'You are not logged in',
    });
    await act(() => application.result.current.closeLoginOffer());
    expect(application.result.current.loginOffered).toBe(false);
  });

  it('an application refused for want of a login offers one and stays on the form', async () => {
    vi.mocked(submitApplication).mockResolvedValue({ code: NOT_LOGGED_IN_CODE });
    const application = renderApplication();
    await fillIn(application);
    await application.send({ type: 'SUBMIT' });
    await waitFor(() => expect(application.result.current.loginOffered).toBe(true));
    expect(notices()).toEqual([]);
    expect(application.location().pathname).toBe('/contract');
  });

  it('another refused upload offers no login', async () => {
    vi.mocked(uploadPicture).mockRejectedValue(new UploadRefused(0, 'Too large'));
    const application = renderApplication();
    await fillIn(application);
    await application.send({ type: 'UPLOAD', file: licence });
    await waitFor(() =>
      expect(application.result.current.state.context.uploadFailure).toEqual({
        code: 'server',
        message: 'Too large',
      }),
    );
    expect(application.result.current.loginOffered).toBe(false);
  });
});
