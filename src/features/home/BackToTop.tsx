import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as css from './backToTop.css';

/** Shown once the visitor has scrolled this far. */
const SHOW_AFTER_PX = 600;

/** A button back to the top of the page; focus goes to the page's main content. */
export function BackToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={css.button}
      onClick={toTop}
      aria-label={t`Back to top`}
      hidden={!visible}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
