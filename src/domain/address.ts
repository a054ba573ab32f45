/**
 * A saved address on one line (content-and-profile §3 "Address (profile display)": province,
 * city, district and address, shown joined), as every screen that shows one writes it.
 */

/** The shown parts of an address, by the shop's names (shop-and-shell §3 "Address"). */
export interface AddressParts {
  province: string;
  city: string;
  district: string;
  /** The street address, as the customer typed it. */
  address: string;
}

/** How a region's name (stored as the backend's Chinese name) reads on the page. */
export type RegionName = (name: string) => string;

const asStored: RegionName = (name) => name;

/**
 * The regions, named by `regionName` (the page's language; stored data keeps the Chinese names),
 * then the street address as typed; an empty part is left out.
 */
export function addressLine(parts: AddressParts, regionName: RegionName = asStored): string {
  return [regionName(parts.province), regionName(parts.city), regionName(parts.district)]
    .concat(parts.address)
    .filter((part) => part !== '')
    .join(' ');
}
