import * as css from './carousel.css';

interface CarouselArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  /** What the arrows move through, e.g. "banner" or "product". */
  previousLabel: string;
  nextLabel: string;
  tone?: 'light' | 'dark';
}

export function CarouselArrows({
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  tone = 'light',
}: CarouselArrowsProps) {
  return (
    <>
      <button
        type="button"
        className={`${css.arrow[tone]} ${css.arrowPrevious}`}
        onClick={onPrevious}
        aria-label={previousLabel}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${css.arrow[tone]} ${css.arrowNext}`}
        onClick={onNext}
        aria-label={nextLabel}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
