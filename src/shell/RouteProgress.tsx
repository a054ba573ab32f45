import { useLingui } from '@lingui/react/macro';
import * as css from './routeProgress.css';

/** The cue that the next page is on its way (docs/decisions/shell-screens.md). */
export function RouteProgress() {
  const { t } = useLingui();
  return <div className={css.bar} role="progressbar" aria-label={t`Loading the page`} />;
}
