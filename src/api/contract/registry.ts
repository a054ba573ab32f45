/**
 * Every documented endpoint, for the mock, the contract tests and docs/api.md.
 * The app never imports this file: screens import only their own contracts,
 * so the first page does not carry every schema.
 */
import type { Endpoint } from './endpoint';
import { getLanguages, getLogo } from './site';
import { portalEndpoints } from './portal';
import { companyEndpoints } from './company';
import { accountEndpoints } from './account';
import { shopEndpoints } from './shop';

export interface EndpointGroup {
  title: string;
  endpoints: readonly Endpoint[];
}

export const endpointGroups: readonly EndpointGroup[] = [
  { title: 'Site', endpoints: [getLanguages, getLogo] },
  { title: 'Portal: menus, home and content pages', endpoints: portalEndpoints },
  { title: 'Portal: company, support and programmes', endpoints: companyEndpoints },
  { title: 'Account', endpoints: accountEndpoints },
  { title: 'Shop', endpoints: shopEndpoints },
];

export const allEndpoints: readonly Endpoint[] = endpointGroups.flatMap((group) => group.endpoints);
