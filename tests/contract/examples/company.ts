import {
  abouReach,
  getContactUsList,
  getCustomService,
  getJoinUs,
} from '../../../src/api/contract/company/about';
import {
  getAgentList,
  getCooperationList,
  getIncubatorList,
  getSuccCaseList,
} from '../../../src/api/contract/company/cooperate';
import {
  getNewsList,
  getVideoGatherList,
  getVideoList,
} from '../../../src/api/contract/company/media';
import { applyOnlineSign, realNameAuth } from '../../../src/api/contract/company/programmes';
import {
  getBusinessConsult,
  getDeviceTypeList,
  getDownloadList,
} from '../../../src/api/contract/company/support';
import { uploadImage } from '../../../src/api/contract/company/upload';
import { checkFirmware, getFirmwareList } from '../../../src/api/contract/company/firmware';
import { submitPurchaseRequest } from '../../../src/api/contract/company/purchaseRequest';
import type { MockServer } from '../support/mockServer';
import { uploadedPath } from '../company/uploadHelpers';
import type { Examples } from './types';

/**
 * A multipart body with one SVG in `fileList`, as a browser's FormData sends it.
 * SVG because CallInput bodies travel as text: binary pictures go through FormData.
 */
function svgUpload(token: string) {
  const boundary = 'exampleBoundary7MA4YWxkTrZu0gW';
  return {
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body:
      `--${boundary}\r\nContent-Disposition: form-data; name="fileList"; filename="logo.svg"\r\n` +
      'Content-Type: image/svg+xml\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' +
      `\r\n--${boundary}--\r\n`,
  };
}

/** A logged-in user with one uploaded picture: its token and the picture's path. */
async function userWithPicture(mock: MockServer) {
  const { token } = mock.createUser();
  return { token, path: await uploadedPath(mock, token) };
}

export const companyExamples: Examples = {
  [getVideoGatherList.path]: () => ({ query: { language: 'zh' } }),
  [getVideoList.path]: () => ({
    query: { pageIndex: 1, pageSize: 6, keyWord: '', gatherId: '1', language: 'zh' },
  }),
  [getNewsList.path]: () => ({ query: { pageIndex: 1, pageSize: 6, keyWord: '', language: 'en' } }),
  [getContactUsList.path]: () => ({ query: { language: 'zh' } }),
  [getCustomService.path]: () => ({ query: { serviceType: 'contact', language: 'zh' } }),
  [getJoinUs.path]: () => ({ query: { language: 'en' } }),
  [abouReach.path]: () => ({ query: { language: 'zh' } }),
  [getBusinessConsult.path]: () => ({ query: { language: 'zh' } }),
  [getDeviceTypeList.path]: () => ({ query: { language: 'zh' } }),
  [getDownloadList.path]: () => ({
    query: { pageIndex: 1, pageSize: 6, deviceType: '1', language: 'zh' },
  }),
  [getFirmwareList.path]: () => ({ query: { deviceType: '1', language: 'zh' } }),
  [checkFirmware.path]: () => ({
    query: { language: 'en' },
    body: { model: 'RC-D410', version: '1.0.0' },
  }),
  [submitPurchaseRequest.path]: () => ({
    query: { language: 'zh' },
    body: {
      lines: [{ productId: '1001', quantity: 500 }],
      businessPerId: 'bp03',
      companyName: '杭州海川智能科技有限公司',
      contactPerson: '王磊',
      phoneNum: '13812345678',
      email: 'wang.lei@example.com',
    },
  }),
  [getCooperationList.path]: () => ({ query: { language: 'zh' } }),
  [getSuccCaseList.path]: () => ({ query: { pageIndex: 1, pageSize: 6, language: 'zh' } }),
  [getAgentList.path]: () => ({ query: { language: 'zh' } }),
  [getIncubatorList.path]: () => ({ query: { language: 'zh' } }),
  [applyOnlineSign.path]: async (mock) => {
    const { token, path } = await userWithPicture(mock);
    return {
      token,
      query: { language: 'zh' },
      body: {
        signType: 1,
        deviceTypeId: '1',
        applyName: '杭州海川智能科技有限公司',
        contactPerson: '王磊',
        phoneNum: '13812345678',
        email: 'wanglei@example.com',
        managementMode: 2,
        companyType: 'limitedLiability',
        addr: '杭州市滨江区江南大道 100 号',
        businessPerId: 'bp01',
        imgList: [path],
      },
    };
  },
  [realNameAuth.path]: async (mock) => {
    const { token, path } = await userWithPicture(mock);
    return {
      token,
      query: { language: 'zh' },
      body: {
        contactPerson: '王磊',
        phoneNum: '13812345678',
        email: 'wanglei@example.com',
        imgList: [path],
      },
    };
  },
  [uploadImage.path]: (mock) => svgUpload(mock.createUser().token),
};
