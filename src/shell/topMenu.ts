import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkOptions } from '@tanstack/react-router';

/** A plain link of a menu panel, the footer or the drawer. */
export interface MenuLink {
  label: MessageDescriptor;
  link: LinkOptions;
}

/** The top items whose panel is built from server menus. */
export type DataPanel = 'products' | 'solutions';
/** The top items whose panel is a fixed list of the site's pages. */
export type LinkPanel = 'developer' | 'support' | 'cooperation' | 'about';
export type PanelKey = DataPanel | LinkPanel;

export type TopItem =
  | { key: PanelKey; label: MessageDescriptor }
  | { key: 'smart'; label: MessageDescriptor }
  | { key: 'shop'; label: MessageDescriptor; link: LinkOptions };

/** The header's top menu, in the spec's order (§2.2). */
export const topItems: readonly TopItem[] = [
  { key: 'products', label: msg`Products` },
  { key: 'solutions', label: msg`Solutions` },
  { key: 'developer', label: msg`Developer` },
  { key: 'smart', label: msg`Intelligent platform` },
  { key: 'shop', label: msg`Shop`, link: { to: '/storePage' } },
  { key: 'support', label: msg`Support` },
  { key: 'cooperation', label: msg`Cooperation` },
  { key: 'about', label: msg`About` },
];

export const isPanelKey = (key: TopItem['key']): key is PanelKey =>
  key !== 'smart' && key !== 'shop';

/** The fixed panels: the pages of the route tables under each top item. */
export const linkPanels: Record<LinkPanel, readonly MenuLink[]> = {
  developer: [
    { label: msg`Developer centre`, link: { to: '/developer' } },
    { label: msg`Document centre`, link: { to: '/docCenter' } },
    { label: msg`Help centre`, link: { to: '/helpCenter' } },
    { label: msg`Downloads`, link: { to: '/doc' } },
    { label: msg`Firmware updates`, link: { to: '/updView' } },
    { label: msg`Technical consulting`, link: { to: '/technology' } },
  ],
  support: [
    { label: msg`Help centre`, link: { to: '/helpCenter' } },
    { label: msg`Downloads`, link: { to: '/doc' } },
    { label: msg`Firmware updates`, link: { to: '/updView' } },
    { label: msg`Video centre`, link: { to: '/videoView' } },
    { label: msg`Business consulting`, link: { to: '/business' } },
    { label: msg`How to buy`, link: { to: '/howBuy' } },
    { label: msg`Bulk order request`, link: { to: '/sendDd' } },
    { label: msg`Technical consulting`, link: { to: '/technology' } },
  ],
  cooperation: [
    { label: msg`Cooperation and ecology`, link: { to: '/cooperation' } },
    { label: msg`Success cases`, link: { to: '/cooperation', search: { succs: 'true' } } },
    { label: msg`Agent programme`, link: { to: '/agent' } },
    { label: msg`Apply for agency`, link: { to: '/applyAgent' } },
    { label: msg`Incubator`, link: { to: '/incubator' } },
    { label: msg`Partner certification`, link: { to: '/contract' } },
    { label: msg`Real-name authentication`, link: { to: '/realName' } },
  ],
  about: [
    { label: msg`About us`, link: { to: '/reach' } },
    { label: msg`News centre`, link: { to: '/news' } },
    { label: msg`Video centre`, link: { to: '/videoView' } },
    { label: msg`Contact us`, link: { to: '/contact' } },
    { label: msg`Join us`, link: { to: '/addUs' } },
  ],
};

/** The platform pages listed beside the value-added services in the product panel. */
export const platformLinks: readonly MenuLink[] = [
  { label: msg`IoT platform (PaaS)`, link: { to: '/Pass' } },
  { label: msg`Air-ground integrated IoT`, link: { to: '/Airlan' } },
];
