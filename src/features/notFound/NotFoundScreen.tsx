import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as css from './notFound.css';

export function NotFoundScreen() {
  return (
    <section className={css.page}>
      <div>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>The page you asked for does not exist or has moved.</Trans>
        </p>
        <Link to="/homePage">
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
