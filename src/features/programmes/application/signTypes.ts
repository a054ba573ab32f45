/** `signType` of an application: what is applied for (docs/decisions/company.md). */
export const PARTNER_SIGN_TYPE = 1;
export const AGENT_SIGN_TYPE = 2;
export const INCUBATOR_SIGN_TYPE = 3;
