/** Developer documentation: the doc tree and the document search (content-and-profile §3, §7; shop-and-shell §3, §7). */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint';
import { dateTime, optionalLanguage } from './shared';

export const docItem = z.object({ itemId: z.string(), itemName: z.string() });
export type DocItem = z.infer<typeof docItem>;

export const docFolder = z.object({
  folderName: z.string(),
  folderId: z.string(),
  itemList: z.array(docItem),
});
export type DocFolder = z.infer<typeof docFolder>;

export const docProject = z.object({
  projectName: z.string(),
  projectId: z.string(),
  folderList: z.array(docFolder),
});
export type DocProject = z.infer<typeof docProject>;

export const docSearchResult = z.object({
  itemId: z.string(),
  itemName: z.string(),
  addtime: dateTime,
  lastUpdateTime: dateTime,
});
export type DocSearchResult = z.infer<typeof docSearchResult>;

export const searchDoc = defineEndpoint({
  name: 'searchDoc',
  summary:
    'Documents whose name contains `keyWord` literally (case-insensitive), newest first; a logged-in caller also finds internal documents. An empty keyword lists all.',
  method: 'GET',
  path: `${PORTAL_API}/doc/searchDoc`,
  query: z.object({ keyWord: z.string().check(z.maxLength(100)), ...optionalLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(docSearchResult)),
  auth: 'public',
  usedBy: ['shell', '/storePage', '/docCenter', '/helpCenter'],
});

export const getPrivateDocIndex = defineEndpoint({
  name: 'privateDocIndex',
  summary:
    'The full developer doc tree, internal documents included; without a valid login it answers code 2 and the client falls back to the public index.',
  method: 'GET',
  path: `${PORTAL_API}/doc/privateDocIndex`,
  query: z.object(optionalLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(docProject)),
  auth: 'public',
  usedBy: ['/developer'],
});

export const getPublicDocIndex = defineEndpoint({
  name: 'publicDocIndex',
  summary: 'The public developer doc tree: project, folder, document.',
  method: 'GET',
  path: `${PORTAL_API}/doc/publicDocIndex`,
  query: z.object(optionalLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(docProject)),
  auth: 'public',
  usedBy: ['/developer'],
});
