import { useLingui } from '@lingui/react/macro';
import type { Mode } from '../../../api/catalogue';
import { SlideRow } from '../carousel/SlideRow';
import * as css from './home.css';

/** The category names (spec §2.6); a click lists that category's products in a dialog. */
export function CategoryStrip({ modes, onOpen }: { modes: Mode[]; onOpen(mode: Mode): void }) {
  const { t } = useLingui();
  if (modes.length === 0) return null;
  return (
    <SlideRow
      items={modes}
      itemKey={(mode) => mode.id}
      label={t`Categories`}
      minItemWidth={180}
      maxVisible={6}
      stretch
      endMessage={t`All categories are shown.`}
      renderItem={(mode) => (
        <button type="button" className={css.categoryButton} onClick={() => onOpen(mode)}>
          {mode.modeName}
        </button>
      )}
    />
  );
}
