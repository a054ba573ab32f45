/**
 * The sample tables by machine id, for the development simulation (a child machine's answers
 * come from its own table). A machine without a table sends its events bare.
 */
import type { MachineSamples } from './machineSamples';
import { checkoutSamples } from './checkoutSamples';
import { paymentPollingSamples } from './paymentPollingSamples';
import { sessionSamples } from './sessionSamples';

const tables: Readonly<Record<string, MachineSamples>> = {
  checkout: checkoutSamples,
  paymentPolling: paymentPollingSamples,
  session: sessionSamples,
};

export const samplesOf = (machineId: string): MachineSamples | undefined => tables[machineId];
