/**
 * The agent page's introduction. No call serves it (the agent list is the only
 * agent data and its table stays hidden, §9), so it is built-in content in the
 * block shapes the content pages use, translated like every other text.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentBlock } from '../../../api/contract/portal/module';

const paragraph = (text: string) => `<p>${text}</p>`;

export function agentIntroduction(i18n: I18n): ContentBlock[] {
  return [
    {
      styleName: 'introduce',
      title: i18n._(msg`Become a Reach IoT agent`),
      content: paragraph(
        i18n._(
          msg`For more than 15 years we have built communication modules, industrial modems, gateways and smart meters. Our agents bring them, and the cloud services around them, to customers in their region.`,
        ),
      ),
    },
    {
      styleName: 'fourColWord',
      title: i18n._(msg`What agents receive`),
      wordCol: [
        {
          title: i18n._(msg`The full product range`),
          content: i18n._(msg`Modules, modems, gateways and meters, with agent prices.`),
        },
        {
          title: i18n._(msg`Technical support`),
          content: i18n._(msg`Our engineers help with product selection and projects.`),
        },
        {
          title: i18n._(msg`Sales material`),
          content: i18n._(msg`Samples, documentation and training for your team.`),
        },
        {
          title: i18n._(msg`A protected region`),
          content: i18n._(msg`Customer leads from your area are passed to you.`),
        },
      ],
    },
    {
      styleName: 'fourColWord',
      title: i18n._(msg`How to become an agent`),
      wordCol: [
        {
          title: i18n._(msg`1. Register`),
          content: i18n._(msg`Create an account on this site and log in.`),
        },
        {
          title: i18n._(msg`2. Apply online`),
          content: i18n._(msg`Fill in the agency application with the area you want to cover.`),
        },
        {
          title: i18n._(msg`3. Talk to us`),
          content: i18n._(msg`Your business contact calls you to discuss the terms.`),
        },
        {
          title: i18n._(msg`4. Sign`),
          content: i18n._(msg`Sign the agency contract and start selling.`),
        },
      ],
    },
  ];
}
