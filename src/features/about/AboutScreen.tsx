import { getRouteApi } from '@tanstack/react-router';
import { PageBanner } from '../../components/page/PageBanner';
import { AboutBlocks } from './AboutBlocks';
import { AboutIntro } from './AboutIntro';
import { MilestoneList } from './MilestoneList';
import { useAboutFallback } from './useAboutFallback';

// The route's loader imports this module for `loadAboutPage`, so the data code arrives in the
// screen's own (preloaded) chunk rather than in a chunk of its own.
export { loadAboutPage } from './loadAboutPage';

const route = getRouteApi('/reach');

/** About the company: banner, introduction and figures, content blocks, milestones 2008–2024. */
export function AboutScreen() {
  const { banner, page } = route.useLoaderData();
  const fallback = useAboutFallback();
  const about = page ?? fallback;
  // The page's own picture stands in when no `aboutReach` banner is configured.
  const shown =
    banner ??
    (page?.banner ? { adImage: page.banner, adTitle: page.slogan, adLink: '/reach' } : undefined);
  return (
    <article>
      <PageBanner banner={shown} title={about.title} subtitle={about.slogan} />
      <AboutIntro page={about} />
      <AboutBlocks blocks={about.blockList} />
      <MilestoneList />
    </article>
  );
}
