import type { Endpoint } from '../endpoint.ts';
import { abouReach, getContactUsList, getCustomService, getJoinUs } from './about.ts';
import { getAgentList, getCooperationList, getIncubatorList, getSuccCaseList } from './cooperate.ts';
import { checkFirmware, getFirmwareList } from './firmware.ts';
import { getNewsList, getVideoGatherList, getVideoList } from './media.ts';
import { applyOnlineSign, realNameAuth } from './programmes.ts';
import { submitPurchaseRequest } from './purchaseRequest.ts';
import { getBusinessConsult, getDeviceTypeList, getDownloadList } from './support.ts';
import { uploadImage } from './upload.ts';

export const companyEndpoints: readonly Endpoint[] = [
  getVideoGatherList,
  getVideoList,
  getNewsList,
  getContactUsList,
  getCustomService,
  getJoinUs,
  abouReach,
  getBusinessConsult,
  getDeviceTypeList,
  getDownloadList,
  getFirmwareList,
  checkFirmware,
  submitPurchaseRequest,
  getCooperationList,
  getSuccCaseList,
  getAgentList,
  getIncubatorList,
  applyOnlineSign,
  realNameAuth,
  uploadImage,
];
