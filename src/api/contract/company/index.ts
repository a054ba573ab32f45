import type { Endpoint } from '../endpoint';
import { abouReach, getContactUsList, getCustomService, getJoinUs } from './about';
import { getAgentList, getCooperationList, getIncubatorList, getSuccCaseList } from './cooperate';
import { checkFirmware, getFirmwareList } from './firmware';
import { getNewsList, getVideoGatherList, getVideoList } from './media';
import { applyOnlineSign, realNameAuth } from './programmes';
import { submitPurchaseRequest } from './purchaseRequest';
import { getBusinessConsult, getDeviceTypeList, getDownloadList } from './support';
import { uploadImage } from './upload';

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
