import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Milestone {
  year: number;
  text: MessageDescriptor;
}

/** The company's milestones, 2008 to 2024 (spec screen 7: a static timeline, the client's own). */
export const MILESTONES: readonly Milestone[] = [
  { year: 2008, text: msg`Reach IoT is founded in Shenzhen` },
  { year: 2010, text: msg`First industrial GPRS modem ships` },
  { year: 2012, text: msg`Industrial routers and DTUs join the range` },
  { year: 2014, text: msg`Recognised as a national high-tech enterprise` },
  { year: 2016, text: msg`NB-IoT module research begins` },
  { year: 2017, text: msg`Reach Cloud device platform goes live` },
  { year: 2018, text: msg`NB-IoT smart meters enter volume production` },
  { year: 2020, text: msg`LTE Cat.1 modules launch` },
  { year: 2021, text: msg`Edge computing gateways launch` },
  { year: 2022, text: msg`Named a specialised and innovative "Little Giant" enterprise` },
  { year: 2023, text: msg`5G RedCap module enters volume production` },
  { year: 2024, text: msg`AirLand air-ground integrated IoT launches` },
];
