import { Trans } from '@lingui/react/macro';
import * as css from './banner.css';

/** The built-in banner: shown while the banners load and when the backend has none. */
export function DefaultHero() {
  return (
    <section className={css.carousel}>
      <div className={css.hero}>
        <div className={css.heroInner}>
          <p className={css.heroTitle}>
            <Trans>Connecting every device to the cloud</Trans>
          </p>
          <p className={css.heroLead}>
            <Trans>
              More than 15 years of research in communication modules, modems, gateways and smart
              meters, with the cloud services that bring their data to work.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
