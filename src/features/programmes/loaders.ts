/** What the programme routes load before their screens show (route → screen). */
import {
  fetchAgents,
  fetchIncubators,
  fetchPartners,
  fetchSuccessCases,
  type Agent,
  type Incubator,
  type Partner,
  type SuccCasePage,
} from '../../api/programmes';
import { fetchPageBanner } from '../../api/banners';
import { listAnswer, type ListAnswer } from '../../api/listAnswer';
import type { Banner } from '../../api/contract/portal/home';
import { storedLocale } from '../../lib/storage';
import { loadApplicationData } from './application/loadApplicationData';
import { sameId } from '../../i18n/localeIds';
import type { ApplicationFormData } from './application/ApplicationForm';

export { loadApplicationData };

export interface CooperationData {
  banner: Banner | undefined;
  partners: ListAnswer<Partner[]>;
  cases: ListAnswer<SuccCasePage>;
}

export async function loadCooperation(casePage: number): Promise<CooperationData> {
  const [banner, partners, cases] = await Promise.all([
    fetchPageBanner('cooperation', storedLocale()),
    listAnswer(fetchPartners()),
    listAnswer(fetchSuccessCases(casePage)),
  ]);
  return { banner, partners, cases };
}

export interface AgentPageData {
  banner: Banner | undefined;
  /** Null when the list could not be had: the page says so (content-and-profile §8). */
  agents: ListAnswer<Agent[]>;
}

export async function loadAgentPage(): Promise<AgentPageData> {
  const [banner, agents] = await Promise.all([
    fetchPageBanner('agent', storedLocale()),
    listAnswer(fetchAgents()),
  ]);
  return { banner, agents };
}

export interface IncubatorListData {
  banner: Banner | undefined;
  incubators: ListAnswer<Incubator[]>;
}

export async function loadIncubators(): Promise<IncubatorListData> {
  const [banner, incubators] = await Promise.all([
    fetchPageBanner('incubator', storedLocale()),
    listAnswer(fetchIncubators()),
  ]);
  return { banner, incubators };
}

/** English ids carry `_en` (the contract): a link made in one language still names the incubator in the other. */

export interface ContractData {
  form: ApplicationFormData;
  /** The incubator applied to, when the list names it. */
  incubatorName: string | undefined;
  /** The listed incubator takes no applications (`status` 0): the server would refuse the form. */
  incubatorFull: boolean;
}

export async function loadContractData(incubatorId: string | undefined): Promise<ContractData> {
  const [form, incubators] = await Promise.all([
    loadApplicationData(),
    incubatorId ? fetchIncubators().catch(() => []) : Promise.resolve([]),
  ]);
  const incubator = incubators.find((item) => sameId(item.id, incubatorId ?? ''));
  return { form, incubatorName: incubator?.tiltle, incubatorFull: incubator?.status === 0 };
}
