import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { filingNumber, footerColumns } from './footerLinks';
import { useSiteInfo } from './useSiteInfo';
import * as css from './shell.css';

/** Footer (spec §2.2): logo, company description, QR code, link columns, copyright and filing number. */
export function SiteFooter() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const year = new Date().getFullYear();
  const filing = filingNumber();
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <Suspense fallback={<div className={css.footerAbout} />}>
          <FooterAbout />
        </Suspense>
        <nav className={css.footerColumns} aria-label={t`Site links`}>
          {footerColumns.map((column) => (
            <section key={i18n._(column.title)} className={css.footerColumn}>
              <h2 className={css.footerHeading}>{i18n._(column.title)}</h2>
              <ul className={css.footerLinks}>
                {column.links.map((entry) => (
                  <li key={i18n._(entry.label)}>
                    <Link {...entry.link} className={css.footerLink}>
                      {i18n._(entry.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <p className={css.copyright}>
        <Trans>© {year} Reach IoT. All rights reserved.</Trans>
        {filing ? (
          <>
            {' '}
            <a
              className={css.footerLink}
              href="https://beian.miit.gov.cn/"
              target="_blank"
              rel="noopener noreferrer"
            >
              {filing}
            </a>
          </>
        ) : null}
      </p>
    </footer>
  );
}

/** The logo, company text and QR code of getLogo. */
function FooterAbout() {
  const { t } = useLingui();
  const info = useSiteInfo();
  return (
    <div className={css.footerAbout}>
      <p className={css.footerBrand}>
        {info?.logoUrl ? (
          <img
            className={css.footerLogo}
            src={info.logoUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <Trans>Reach IoT</Trans>
      </p>
      <p className={css.footerText}>
        {info?.content || (
          <Trans>
            More than 15 years of research in IoT communication: modules, modems, gateways, smart
            meters and cloud services.
          </Trans>
        )}
      </p>
      {info?.qrCode ? (
        <figure className={css.footerQrFigure}>
          <img
            className={css.footerQr}
            src={info.qrCode}
            alt={t`QR code of our official account`}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
          <figcaption className={css.footerCaption}>
            <Trans>Follow our official account</Trans>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
