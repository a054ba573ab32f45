import { use, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeModule } from '../../api/contract/portal/home';
import { ContentImage } from '../../components/content/ContentImage';
import { ContentLink } from '../../components/content/ContentLink';
import { appHref } from '../../components/content/contentLinks';
import { threeColumns } from '../../styles/columns.css';
import * as css from './home.css';

/** The built-in columns, shown when the backend has none: where each kind of solution lives. */
function useDefaultColumns(): HomeModule[] {
  const { t } = useLingui();
  return [
    {
      moduleId: 'device',
      title: t`Device solutions`,
      descript: t`Modules, modems, gateways and meters ready for your product.`,
      image: '',
      link: '/solve',
      linkList: [],
    },
    {
      moduleId: 'industry',
      title: t`Industry solutions`,
      descript: t`Proven solutions for utilities, industry, agriculture and cities.`,
      image: '',
      link: '/solve',
      linkList: [],
    },
    {
      moduleId: 'platform',
      title: t`Platform and services`,
      descript: t`Cloud capabilities from connection to data.`,
      image: '',
      link: '/Pass',
      linkList: [],
    },
  ];
}

/** `first`: the first card's picture is in a phone's first view, so it does not wait to be seen. */
function Column({ column, first }: { column: HomeModule; first: boolean }) {
  const { t } = useLingui();
  const title = column.title;
  return (
    <li className={css.card}>
      <ContentImage src={column.image || undefined} alt="" className={css.picture} eager={first} />
      <div className={css.cardBody}>
        <h3 className={css.cardTitle}>{column.title}</h3>
        <p className={css.cardText}>{column.descript}</p>
        {column.linkList.length > 0 && (
          <ul className={css.linkList} aria-label={title}>
            {column.linkList.map((link) => (
              <li key={link.link}>
                <ContentLink to={link.link}>{link.name}</ContentLink>
              </li>
            ))}
          </ul>
        )}
        <a className={css.more} href={appHref(column.link)} aria-label={t`Learn more: ${title}`}>
          <Trans>Learn more</Trans>
        </a>
      </div>
    </li>
  );
}

/** Three columns: device solutions, industry solutions, platform and services. */
export function SolutionColumns({ modules }: { modules: Promise<HomeModule[]> }) {
  const loaded = use(modules);
  const defaults = useDefaultColumns();
  const headingId = useId();
  const columns = loaded.length > 0 ? loaded : defaults;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.inner}>
        <h2 id={headingId} className={css.heading}>
          <Trans>Solutions</Trans>
        </h2>
        <p className={css.lead}>
          <Trans>From the device to the cloud, for every industry.</Trans>
        </p>
        <ul className={threeColumns}>
          {columns.map((column, index) => (
            <Column key={column.moduleId} column={column} first={index === 0} />
          ))}
        </ul>
      </div>
    </section>
  );
}
