import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';

const siteName = msg`Reach IoT`;

/** Keeps `document.title` on the deepest route's title, in the active language. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  // `i18n` is one object for the app's life; the locale is what changes.
  const locale = i18n.locale;
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = title ? `${i18n._(title)} | ${i18n._(siteName)}` : i18n._(siteName);
  }, [i18n, locale, title]);
}
