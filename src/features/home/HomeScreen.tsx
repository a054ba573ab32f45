import { getRouteApi } from '@tanstack/react-router';
import { HomeSections } from './HomeSections';

// The route's loader imports this module for `loadHome`, so the data code arrives in the
// screen's own (preloaded) chunk rather than in a chunk of its own.
export { loadHome } from './loadHome';

const route = getRouteApi('/homePage');

/** The home page (`/`, `/homePage`). */
export function HomeScreen() {
  return <HomeSections data={route.useLoaderData()} />;
}
