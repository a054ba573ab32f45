import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';

const siteName = msg`Reach IoT`;
const notFoundTitle = msg`Page not found`;

/** Keeps `document.title` on the deepest route's title (or not found), in the active language. */
export function useDocumentTitle(): void {
  // `_` is new whenever a catalog arrives: a new language, or the texts of a development-only
  // screen, which hold its title (docs/decisions.md "Live view of the running machines").
  const { _ } = useLingui();
  const title = useMatches({
    select: (matches) =>
      // An unknown address matches only the root, marked `_notFound`: it gets a title of its own.
      matches.some((match) => match._notFound || match.status === 'notFound')
        ? notFoundTitle
        : matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = title ? `${_(title)} | ${_(siteName)}` : _(siteName);
  }, [_, title]);
}
