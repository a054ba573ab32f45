import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { filingNumber as configuredFilingNumber } from 'virtual:app-config';
import type { MenuLink } from './topMenu';

/** The footer's link columns. */
export const footerColumns: readonly { title: MessageDescriptor; links: readonly MenuLink[] }[] = [
  {
    title: msg`Products and services`,
    links: [
      { label: msg`Online shop`, link: { to: '/storePage' } },
      { label: msg`IoT platform (PaaS)`, link: { to: '/Pass' } },
      { label: msg`Air-ground integrated IoT`, link: { to: '/Airlan' } },
      { label: msg`How to buy`, link: { to: '/howBuy' } },
      { label: msg`Bulk order request`, link: { to: '/sendDd' } },
    ],
  },
  {
    title: msg`Developer`,
    links: [
      { label: msg`Developer centre`, link: { to: '/developer' } },
      { label: msg`Document centre`, link: { to: '/docCenter' } },
      { label: msg`Help centre`, link: { to: '/helpCenter' } },
      { label: msg`Downloads`, link: { to: '/doc' } },
      { label: msg`Firmware updates`, link: { to: '/updView' } },
    ],
  },
  {
    title: msg`Cooperation`,
    links: [
      { label: msg`Cooperation and ecology`, link: { to: '/cooperation' } },
      { label: msg`Agent programme`, link: { to: '/agent' } },
      { label: msg`Incubator`, link: { to: '/incubator' } },
      { label: msg`Business consulting`, link: { to: '/business' } },
    ],
  },
  {
    title: msg`About`,
    links: [
      { label: msg`About us`, link: { to: '/reach' } },
      { label: msg`News centre`, link: { to: '/news' } },
      { label: msg`Contact us`, link: { to: '/contact' } },
      { label: msg`Join us`, link: { to: '/addUs' } },
    ],
  },
];

/**
 * The ICP filing number of the copyright line, from the deployment's configuration
 * (`VITE_FILING_NUMBER`): it belongs to the operator's domain, not to the code.
 */
export function filingNumber(): string | undefined {
  return configuredFilingNumber ?? undefined;
}
