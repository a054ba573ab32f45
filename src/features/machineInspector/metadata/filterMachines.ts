import type { MachineFacts } from './machineFacts';

/**
 * The machines whose id, summary (as shown, in the current language) or a route contains the
 * query, ignoring case and the spaces around it; an empty query keeps them all.
 */
export function filterMachines(
  machines: readonly MachineFacts[],
  query: string,
  summaryOf: (facts: MachineFacts) => string,
): MachineFacts[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...machines];
  return machines.filter((facts) =>
    [facts.id, summaryOf(facts), ...(facts.routes === 'everyPage' ? [] : facts.routes)].some(
      (text) => text.toLowerCase().includes(wanted),
    ),
  );
}
