import { Await, getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as css from './shell.css';

const root = getRouteApi('__root__');

export function SiteFooter() {
  const { t } = useLingui();
  const { site } = root.useLoaderData();
  const year = new Date().getFullYear();
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <Await promise={site} fallback={<p className={css.footerText} />}>
          {(info) => (
            <>
              <p className={css.footerText}>
                {info?.content ?? (
                  <Trans>IoT modules, modems, gateways, smart meters and cloud services.</Trans>
                )}
              </p>
              {info?.qrCode ? (
                <img
                  className={css.footerQr}
                  src={info.qrCode}
                  alt={t`QR code of our official account`}
                  width={96}
                  height={96}
                />
              ) : null}
            </>
          )}
        </Await>
      </div>
      <p className={css.footerInner}>
        <Trans>© {year} Reach IoT. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
