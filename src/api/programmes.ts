/**
 * The partner programmes' calls (content-and-profile §7): partners and success
 * cases, incubators, the application form's lists, picture uploads and the two
 * forms. Every call sends the stored locale, so lists and messages come back
 * in the language on screen.
 */
import * as z from 'zod/mini';
import { t } from '@lingui/core/macro';
import { callEndpoint } from './callEndpoint';
import { http } from './client';
import { ApiError } from './apiError';
import {
  getAgentList,
  getCooperationList,
  getIncubatorList,
  getSuccCaseList,
  type Agent,
  type Incubator,
  type Partner,
  type SuccCasePage,
} from './contract/company/cooperate';
import {
  getBusinessConsult,
  getDeviceTypeList,
  type BusinessOffice,
  type DeviceType,
} from './contract/company/support';
import {
  applyOnlineSign,
  realNameAuth,
  type ApplicationForm,
  type RealNameForm,
} from './contract/company/programmes';
import { UPLOAD_FIELD, uploadImage } from './contract/company/upload';
import { PAGE_SIZE } from './contract/company/shared';
import { storedLocale } from '../lib/storage';

export type { Agent, BusinessOffice, DeviceType, Incubator, Partner, SuccCasePage };

/** Result code of a form call that succeeded; 2 means the caller is not logged in. */
export const FORM_SUCCESS_CODE = 1;
export const NOT_LOGGED_IN_CODE = 2;

export interface FormAnswer {
  code: number;
  msg?: string;
}

export async function fetchPartners(): Promise<Partner[]> {
  const result = await callEndpoint(getCooperationList, { language: storedLocale() });
  return result?.data ?? [];
}

export async function fetchSuccessCases(pageIndex: number): Promise<SuccCasePage> {
  const result = await callEndpoint(getSuccCaseList, {
    pageIndex,
    pageSize: PAGE_SIZE,
    language: storedLocale(),
  });
  return result?.data ?? { succCaseList: [], total: 0 };
}

/** The signed agents; rejects when they cannot be had (content-and-profile §8 "Agents not loaded"). */
export async function fetchAgents(): Promise<Agent[]> {
  const result = await callEndpoint(getAgentList, { language: storedLocale() });
  return result?.data ?? [];
}

export async function fetchIncubators(): Promise<Incubator[]> {
  const result = await callEndpoint(getIncubatorList, { language: storedLocale() });
  return result?.data ?? [];
}

export async function fetchDeviceTypes(): Promise<DeviceType[]> {
  const result = await callEndpoint(getDeviceTypeList, { language: storedLocale() });
  return result?.data ?? [];
}

export async function fetchBusinessOffices(): Promise<BusinessOffice[]> {
  const result = await callEndpoint(getBusinessConsult, { language: storedLocale() });
  return result?.data ?? [];
}

export async function submitApplication(form: ApplicationForm): Promise<FormAnswer> {
  const result = await callEndpoint(applyOnlineSign, { language: storedLocale() }, { ...form });
  return result ?? { code: 0 };
}

export async function submitRealNameForm(form: RealNameForm): Promise<FormAnswer> {
  const result = await callEndpoint(realNameAuth, { language: storedLocale() }, { ...form });
  return result ?? { code: 0 };
}

// The contract's result requires a path list, but a refusal (code 2 when logged
// out, code 0) carries `data: null`; this reads both so the refusal's message survives.
const uploadAnswer = z.object({
  code: z.number(),
  msg: z.optional(z.string()),
  data: z.nullish(z.array(z.string())),
});

/** Thrown by `uploadPicture` when the server refused the picture; `code` 2 means not logged in. */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';

  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Uploads one picture; resolves with its path. Rejects with the server's message. */
export async function uploadPicture(file: Blob): Promise<{ path: string }> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file instanceof File ? file.name : 'picture');
  const raw = await http.request(uploadImage.path, {
    method: uploadImage.method,
    query: { language: storedLocale() },
    body,
  });
  const answer = uploadAnswer.safeParse(raw);
  if (!answer.success) {
    throw new ApiError('http', t`The server sent an answer this page cannot read.`, {
      path: uploadImage.path,
    });
  }
  const path = answer.data.data?.[0];
  if (answer.data.code === FORM_SUCCESS_CODE && path) return { path };
  throw new UploadRefused(answer.data.code, answer.data.msg ?? t`Upload failed`);
}
