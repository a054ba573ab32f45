import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Incubator } from '../../../api/programmes';
import { EnlargeButton } from '../../../components/viewer/EnlargeButton';
import { useImageViewer } from '../../../components/viewer/useImageViewer';
import * as css from './incubator.css';

/** The incubator's photos: the first large, the others small; the viewer steps through all. */
export function IncubatorPhotos({ incubator }: { incubator: Incubator }) {
  const { t } = useLingui();
  const name = incubator.tiltle;
  const count = incubator.imgList.length;
  const pictures = useMemo(
    () =>
      incubator.imgList.map(({ img }, index) => {
        const position = index + 1;
        return { src: img, title: t`${name}, photo ${position} of ${count}` };
      }),
    [incubator.imgList, name, count, t],
  );
  const open = useImageViewer(pictures);
  if (count === 0) return null;
  return (
    <div className={css.photos}>
      {pictures.map((picture, index) => (
        <div key={picture.src} className={index === 0 ? css.firstPhoto : undefined}>
          <EnlargeButton title={picture.title} onEnlarge={(trigger) => open(index, trigger)}>
            <img
              className={css.photo}
              src={picture.src}
              alt={picture.title}
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
            />
          </EnlargeButton>
        </div>
      ))}
    </div>
  );
}
