/**
 * What one bench run measures: each protocol under each network profile, the budgeted one
 * (HTTP/1.1 under DevTools' slow 4G, as the budgets were set) with every run and Lighthouse, the
 * others with fewer runs, so a full run stays well under twice the time of the budgeted one alone
 * (docs/decisions.md, "The bench over HTTP/2").
 */
import type { ProfileName } from './throttling';

export type Protocol = 'h1' | 'h2';
export const protocolNames: readonly Protocol[] = ['h1', 'h2'];

export const protocolLabels: Record<Protocol, string> = { h1: 'HTTP/1.1', h2: 'HTTP/2' };
/** What Chromium says in `Network.Response.protocol` for each. */
export const chromiumProtocols: Record<Protocol, string> = { h1: 'http/1.1', h2: 'h2' };

export interface Configuration {
  protocol: Protocol;
  profile: ProfileName;
  /** Cold loads (each with its repeat visit) per page. */
  runs: number;
  /** Lighthouse runs per page and form factor; 0 for none. */
  lighthouseRuns: number;
  /** The one the budgets are evaluated on. */
  budgeted: boolean;
}

/** Runs per page of a configuration other than the budgeted one. */
export const otherRuns = 3;

export function isBudgeted(protocol: Protocol, profile: ProfileName): boolean {
  return protocol === 'h1' && profile === 'slow4g';
}

/**
 * The budgeted configuration first. Lighthouse simulates its own network, so the profile means
 * nothing to it: it audits once per protocol, under slow 4G's configuration, and only once per
 * page under the protocol that is not budgeted.
 */
export function planConfigurations(options: {
  protocols: readonly Protocol[];
  profiles: readonly ProfileName[];
  runs: number;
  lighthouse: boolean;
}): Configuration[] {
  const all = options.protocols.flatMap((protocol) =>
    options.profiles.map((profile): Configuration => {
      const budgeted = isBudgeted(protocol, profile);
      const audited = options.lighthouse && profile === 'slow4g';
      return {
        protocol,
        profile,
        runs: budgeted ? options.runs : Math.min(options.runs, otherRuns),
        lighthouseRuns: audited ? (budgeted ? options.runs : 1) : 0,
        budgeted,
      };
    }),
  );
  return [...all.filter((c) => c.budgeted), ...all.filter((c) => !c.budgeted)];
}
