/** What the profile page needs before it shows: the profile record and the addresses. */
import { fetchProfile } from '../../../api/account/session';
import { fetchAddresses } from '../../../api/account/profile';
import { addressLine } from '../../../domain/address';
import type { UserProfile } from '../../../api/contract/account/entities';
import type { Address } from '../../../api/contract/shop/addresses';
import { storage } from '../../../lib/storage';

export interface ProfilePageData {
  /** Undefined when the login expired meanwhile (the session check prompts). */
  profile: UserProfile | undefined;
  addresses: Address[];
  /** The chosen shipping address as shown: the stored choice, else the first address. */
  address: string;
}

export async function loadProfilePage(): Promise<ProfilePageData> {
  const [profile, addresses] = await Promise.all([
    fetchProfile().catch(() => undefined),
    fetchAddresses().catch(() => []),
  ]);
  const first = addresses[0];
  const address = storage.adddressName.get() ?? (first ? addressLine(first) : '');
  return { profile, addresses, address };
}
