import { useLingui } from '@lingui/react/macro';
import type { BlockWord, ContentBlock } from '../../api/contract/portal/module';
import { paragraph } from './placeholderText';

/** The block pages, each with its own built-in content. */
export type BlockPageKind = 'product' | 'service' | 'paas' | 'solution' | 'airland';

/**
 * The built-in content a block page shows when the backend returns nothing for
 * it (spec §1): an introduction, what we offer, and a way to get in touch.
 */
export function usePlaceholderBlocks(kind: BlockPageKind): ContentBlock[] {
  const { t } = useLingui();

  const contact: ContentBlock = {
    styleName: 'airEmpty',
    title: t`Details are on their way`,
    content: paragraph(
      t`This page is being prepared. Our team will gladly send you specifications, samples and prices.`,
    ),
    button: t`Contact us`,
    buttonLink: '/contact',
  };

  const strengths: BlockWord[] = [
    {
      title: t`Industrial grade`,
      content: t`Designed and tested in our own laboratories for years of unattended service.`,
    },
    {
      title: t`Certified`,
      content: t`Certified for the major networks and markets, so your product ships sooner.`,
    },
    {
      title: t`Engineering support`,
      content: t`Our engineers help from the first sample to mass production.`,
    },
    {
      title: t`15+ years of research`,
      content: t`More than 15 years of research in IoT communication since 2008.`,
    },
  ];

  const services: BlockWord[] = [
    { title: t`Consulting`, content: t`Industry experts assess your needs on site.` },
    {
      title: t`Custom development`,
      content: t`Hardware, firmware and applications made to measure.`,
    },
    { title: t`Deployment`, content: t`Our engineers install and commission on site.` },
    {
      title: t`Operation and maintenance`,
      content: t`Round-the-clock monitoring and fault response.`,
    },
  ];

  const introductions: Record<BlockPageKind, ContentBlock> = {
    product: {
      styleName: 'introduce',
      title: t`Products`,
      content: paragraph(
        t`Cellular and LPWAN modules, industrial modems, edge gateways and smart meters that connect every device to the cloud.`,
      ),
    },
    service: {
      styleName: 'introduce',
      title: t`Data services`,
      content: paragraph(
        t`Connectivity, device management and data services that put the data of your devices to work.`,
      ),
    },
    paas: {
      styleName: 'introduce',
      title: t`IoT platform`,
      content: paragraph(
        t`One platform to connect, manage and update devices, with rules, alarms, storage and open APIs.`,
      ),
    },
    solution: {
      styleName: 'introduce',
      title: t`Solutions`,
      content: paragraph(
        t`Ready-made solutions for utilities, industry, agriculture and smart cities, from the device to the cloud.`,
      ),
    },
    airland: {
      styleName: 'introduce',
      title: t`AirLand air-ground integrated IoT`,
      content: paragraph(
        t`Satellite, cellular and low-altitude links combined, so devices stay connected where ground networks end.`,
      ),
    },
  };

  const offer: ContentBlock =
    kind === 'solution'
      ? { styleName: 'fourColWord', title: t`Our services`, wordCol: services }
      : { styleName: 'fourColWord', title: t`Why choose us`, wordCol: strengths };

  return [introductions[kind], offer, contact];
}
