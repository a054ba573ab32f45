import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSiteInfo } from './useSiteInfo';
import * as css from './header.css';

/** The company logo from getLogo, with the name beside it; the name alone until it arrives. */
export function SiteLogo() {
  return (
    <>
      {/* The logo's room is kept while it loads, so the menu beside it does not move. */}
      <Suspense fallback={<span className={css.logoImage} />}>
        <LogoImage />
      </Suspense>
      <span className={css.logoText}>
        <Trans>Reach IoT</Trans>
      </span>
    </>
  );
}

function LogoImage() {
  const info = useSiteInfo();
  return info?.logoUrl ? (
    <img className={css.logoImage} src={info.logoUrl} alt="" width={40} height={40} />
  ) : null;
}
