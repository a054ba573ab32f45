import { lazy, Suspense } from 'react';

const LanguageMenu = lazy(() =>
  import('./LanguageMenu').then((module) => ({ default: module.LanguageMenu })),
);

/** The language dropdown for headers other than the shared one (the second shop home's). */
export function LanguageSelect() {
  return (
    <Suspense fallback={null}>
      <LanguageMenu />
    </Suspense>
  );
}
