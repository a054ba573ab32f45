import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { ContentImage } from '../../components/content/ContentImage';
import { CustomerServiceList } from '../../components/contact/CustomerServiceList';
import { OfficeList } from '../../components/contact/OfficeList';
import * as css from '../../components/page/sections.css';

const route = getRouteApi('/contact');

/** Contact us (spec screen 5): contact cards, customer service, business offices. */
export function ContactScreen() {
  const { banner, cards, service, offices } = route.useLoaderData();
  const nothing = cards.length === 0 && !service && offices.length === 0;
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Contact us</Trans>} />
      <div className={css.body}>
        {nothing && <ContactFallback />}
        {cards.length > 0 && (
          <ul className={css.grid}>
            {cards.map((card) => (
              <li key={card.title} className={css.card}>
                <ContentImage src={card.image} alt="" className={css.picture} />
                <h2 className={css.cardTitle}>{card.title}</h2>
                <p className={css.lines}>{card.content}</p>
              </li>
            ))}
          </ul>
        )}
        {service && (
          <section className={css.section} aria-labelledby="contact-service">
            <h2 id="contact-service" className={css.heading}>
              <Trans>Customer service</Trans>
            </h2>
            <CustomerServiceList service={service} />
          </section>
        )}
        {offices.length > 0 && (
          <section className={css.section} aria-labelledby="contact-offices">
            <h2 id="contact-offices" className={css.heading}>
              <Trans>Business consulting offices</Trans>
            </h2>
            <OfficeList offices={offices} />
          </section>
        )}
      </div>
    </>
  );
}

/** The built-in text when the backend has no contact details. */
function ContactFallback() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>
        <Trans>How to reach us</Trans>
      </h2>
      <p className={css.notice}>
        <Trans>
          Our contact details are being updated. Our business and technical teams remain at your
          service through the consulting pages.
        </Trans>
      </p>
      <div className={css.actions}>
        <Link to="/business" className={css.primaryAction}>
          <Trans>Business consulting</Trans>
        </Link>
        <Link to="/technology" className={css.secondaryAction}>
          <Trans>Technical consulting</Trans>
        </Link>
      </div>
    </section>
  );
}
