import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { loadEnglishRegionNames, type RegionNames } from './englishRegionNames';

/** How a region chooser labels a Chinese region name. */
export type RegionLabel = (name: string) => string;

const chinese: RegionLabel = (name) => name;

/**
 * The label of a region name in the page's language: the name itself on Chinese pages, its
 * English (pinyin) name on English ones. Null while the English names load (the chooser waits,
 * rather than showing Chinese names first); a name without one keeps its Chinese name.
 */
export function useRegionLabel(): RegionLabel | null {
  const { i18n } = useLingui();
  const english = i18n.locale === 'en';
  const [names, setNames] = useState<RegionNames | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!english || names) return;
    let current = true;
    loadEnglishRegionNames().then(
      (loaded) => current && setNames(loaded),
      // Without the English names the Chinese ones still let the user choose.
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [english, names]);
  if (!english || failed) return chinese;
  return names ? (name) => names[name] ?? name : null;
}
