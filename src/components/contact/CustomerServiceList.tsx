import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CustomerService } from '../../api/contract/company/about';
import { PhoneLink } from './PhoneLink';
import * as css from '../page/sections.css';

interface Channel {
  key: string;
  label: ReactNode;
  name: string;
  reach: string;
  /** Chat ids are not phone numbers. */
  callable: boolean;
}

function channelsOf(service: CustomerService): Channel[] {
  return [
    {
      key: 'chat',
      label: <Trans>Online chat (QQ)</Trans>,
      name: service.qqName,
      reach: service.qqService,
      callable: false,
    },
    {
      key: 'purchase',
      label: <Trans>Purchasing</Trans>,
      name: service.buyName,
      reach: service.buyService,
      callable: true,
    },
    {
      key: 'pre-sales',
      label: <Trans>Pre-sales</Trans>,
      name: service.beforeName,
      reach: service.beforeService,
      callable: true,
    },
    {
      key: 'after-sales',
      label: <Trans>After-sales</Trans>,
      name: service.afterName,
      reach: service.afterService,
      callable: true,
    },
    {
      key: 'technical',
      label: <Trans>Technical support</Trans>,
      name: service.techName,
      reach: service.techService,
      callable: true,
    },
  ];
}

/** Who answers each customer-service channel, and how to reach them. */
export function CustomerServiceList({ service }: { service: CustomerService }) {
  return (
    <ul className={css.compactGrid}>
      {channelsOf(service)
        .filter((channel) => channel.name !== '' || channel.reach !== '')
        .map((channel) => (
          <li key={channel.key} className={css.card}>
            <h3 className={css.cardTitle}>{channel.label}</h3>
            <p className={css.lines}>{channel.name}</p>
            <p className={css.lines}>
              {channel.callable ? <PhoneLink number={channel.reach} /> : channel.reach}
            </p>
          </li>
        ))}
    </ul>
  );
}
