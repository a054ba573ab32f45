import { useLingui } from '@lingui/react/macro';
import type { Advert } from '../../../api/catalogue';
import { SlideRow } from '../carousel/SlideRow';
import { safeHref } from '../product/safeHref';
import * as css from './home.css';
import { ContentImage } from '../../../components/content/ContentImage';

/** The adverts, one at a time, by arrows or swipe; the last one says so (spec §8). */
export function AdvertCarousel({ adverts }: { adverts: Advert[] }) {
  const { t } = useLingui();
  if (adverts.length === 0) return null;
  return (
    <SlideRow
      items={adverts}
      itemKey={(advert) => advert.id}
      label={t`Adverts`}
      minItemWidth={1}
      maxVisible={1}
      endMessage={t`All adverts are shown.`}
      renderItem={(advert) => {
        const href = safeHref(advert.adHref);
        const picture = (
          <ContentImage
            className={css.advertPicture}
            src={advert.adPicture}
            alt={t`Advert`}
            draggable={false}
          />
        );
        return href ? (
          <a href={href} draggable={false}>
            {picture}
          </a>
        ) : (
          picture
        );
      }}
    />
  );
}
