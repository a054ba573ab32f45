import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';

const siteName = msg`Reach IoT`;
const notFoundTitle = msg`Page not found`;

/** Keeps `document.title` on the deepest route's title (or not found), in the active language. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  // `i18n` is one object for the app's life; the locale is what changes.
  const locale = i18n.locale;
  const title = useMatches({
    select: (matches) =>
      // An unknown address matches only the root, marked `_notFound`: it gets a title of its own.
      matches.some((match) => match._notFound || match.status === 'notFound')
        ? notFoundTitle
        : matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = title ? `${i18n._(title)} | ${i18n._(siteName)}` : i18n._(siteName);
  }, [i18n, locale, title]);
}
