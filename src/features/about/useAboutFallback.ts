import { useLingui } from '@lingui/react/macro';
import type { AboutPage } from '../../api/contract/company/about';

/** The built-in about page, shown when the backend has none. */
export function useAboutFallback(): AboutPage {
  const { t } = useLingui();
  return {
    title: t`About Reach IoT`,
    slogan: t`Every device, reliably online`,
    banner: '',
    introduce: [
      t`Reach IoT was founded in Shenzhen in 2008. For more than 15 years we have researched and built communication modules, industrial modems, gateways and smart meters.`,
      t`Our cloud platform and data services bring the data of millions of devices to work for utilities, industry, agriculture and smart cities.`,
    ].join('\n'),
    figureList: [
      { value: '2008', label: t`Founded in Shenzhen` },
      { value: '15+', label: t`Years of research` },
      { value: '28', label: t`Provinces served` },
      { value: '7×24', label: t`Technical support` },
    ],
    blockList: [],
  };
}
