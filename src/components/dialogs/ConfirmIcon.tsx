import { useLingui } from '@lingui/react/macro';
import * as css from './dialogs.css';

export type ConfirmIconType = 'error' | 'success' | 'warn';

const glyphs: Record<ConfirmIconType, string> = { error: '×', success: '✓', warn: '!' };

/** The round status mark of a confirm dialog, named for screen readers. */
export function ConfirmIcon({ type }: { type: ConfirmIconType }) {
  const { t } = useLingui();
  const names: Record<ConfirmIconType, string> = {
    error: t`Error`,
    success: t`Success`,
    warn: t`Warning`,
  };
  return (
    <span className={css.icon[type]} role="img" aria-label={names[type]}>
      {glyphs[type]}
    </span>
  );
}
