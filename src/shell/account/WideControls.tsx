import { Suspense } from 'react';
import { LanguageMenu } from '../../components/language/LanguageMenu';
import { AccountArea } from './AccountArea';
import * as css from './account.css';

/** The wide header's language dropdown and account area. */
export function WideControls() {
  return (
    <div className={css.controls}>
      <Suspense fallback={null}>
        <LanguageMenu />
      </Suspense>
      <AccountArea />
    </div>
  );
}
