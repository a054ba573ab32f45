import { useLingui } from '@lingui/react/macro';
import * as css from './product.css';

/** Spec §9: products carry no rating of their own; every tile shows the default. */
export const DEFAULT_RATING = 4.5;
const STARS = 5;

type StarFill = 'full' | 'half' | 'empty';

/** Rounded to the nearest half star. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), STARS) * 2);
  return Array.from({ length: STARS }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

export function StarRating({ rating = DEFAULT_RATING }: { rating?: number }) {
  const { t } = useLingui();
  return (
    <span className={css.stars} role="img" aria-label={t`Rated ${rating} out of 5`}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className={css.star[fill]} data-fill={fill} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
