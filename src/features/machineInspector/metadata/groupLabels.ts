import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MachineGroup } from './machinePlaces';

/** The index's headings, in the order the groups are shown (issue's "groups"). */
export const groupLabels: Record<MachineGroup, MessageDescriptor> = {
  account: msg`Account`,
  shopAndOrders: msg`Shop and orders`,
  content: msg`Content`,
  shell: msg`Shell`,
};
