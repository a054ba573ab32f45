import { Suspense, use } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as css from './header.css';

const root = getRouteApi('__root__');

/** The company logo from getLogo, with the name beside it; the name alone until it arrives. */
export function SiteLogo() {
  return (
    <>
      <Suspense fallback={null}>
        <LogoImage />
      </Suspense>
      <span className={css.logoText}>
        <Trans>Reach IoT</Trans>
      </span>
    </>
  );
}

function LogoImage() {
  const { site } = root.useLoaderData();
  const info = use(site);
  return info?.logoUrl ? (
    <img className={css.logoImage} src={info.logoUrl} alt="" width={40} height={40} />
  ) : null;
}
