import { Trans } from '@lingui/react/macro';
import * as css from './home.css';

export function HomeScreen() {
  return (
    <>
      <section className={css.hero}>
        <div className={css.heroInner}>
          <h1 className={css.title}>
            <Trans>Connecting every device to the cloud</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>
              More than 15 years of research in communication modules, modems, gateways and smart
              meters, with the cloud services that bring their data to work.
            </Trans>
          </p>
        </div>
      </section>
      <ul className={css.offerings}>
        <li className={css.offering}>
          <h2 className={css.offeringTitle}>
            <Trans>Hardware</Trans>
          </h2>
          <Trans>
            Cellular and LPWAN modules, industrial modems, edge gateways and smart meters.
          </Trans>
        </li>
        <li className={css.offering}>
          <h2 className={css.offeringTitle}>
            <Trans>Cloud services</Trans>
          </h2>
          <Trans>
            Device management platform, data services and software for connected fleets.
          </Trans>
        </li>
        <li className={css.offering}>
          <h2 className={css.offeringTitle}>
            <Trans>Solutions</Trans>
          </h2>
          <Trans>Ready-made solutions for utilities, industry, agriculture and smart cities.</Trans>
        </li>
      </ul>
    </>
  );
}
