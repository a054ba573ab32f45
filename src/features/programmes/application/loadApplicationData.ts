import { fetchBusinessOffices, fetchDeviceTypes } from '../../../api/programmes';
import type { ApplicationFormData } from './ApplicationForm';
import { loadRegions } from '../../../components/address/regionData';

/** The form's lists; a list that fails to load leaves its select empty rather than the page broken. */
export async function loadApplicationData(): Promise<ApplicationFormData> {
  const [deviceTypes, offices, regions] = await Promise.all([
    fetchDeviceTypes().catch(() => []),
    fetchBusinessOffices().catch(() => []),
    loadRegions().catch(() => ({})),
  ]);
  return { deviceTypes, offices, regions };
}
