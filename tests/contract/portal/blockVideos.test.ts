/**
 * A content block's videos are a list the screen keys on (`videoKey`): on every content page, in
 * both languages and for several seeds, no two videos of a block share a key.
 */
import { describe, expect, it } from 'vitest';
import { portalFixtures } from '../../../fixtures/portal';
import { DEFAULT_SEED } from '../../../fixtures/seed';
import { videoKey } from '../../../src/components/video/videoSource';
import type { ContentBlock } from '../../../src/api/contract/portal/module';

/** Every content page of the fixtures, named for the failure message. */
function contentPages(seed: number): [string, ContentBlock[]][] {
  const { pages, airland, paas } = portalFixtures(seed);
  const families = Object.entries(pages).flatMap(([family, byId]) =>
    [...byId].map(([id, page]) => [`${family} ${id}`, page] as const),
  );
  return [...families, ['airland', airland] as const, ['paas', paas] as const].flatMap(
    ([name, page]) => [
      [`${name} zh`, page.zh],
      [`${name} en`, page.en],
    ],
  );
}

describe('the videos of a content block', () => {
  it.each([DEFAULT_SEED, 11, 12])('have a key each (seed %i)', (seed) => {
    const pages = contentPages(seed);
    const blocksWithVideos = pages.flatMap(([, blocks]) =>
      blocks.filter((block) => (block.videoList ?? []).length > 1),
    );
    // The check has something to check: the airland page shows several videos in one block.
    expect(blocksWithVideos.length).toBeGreaterThan(0);
    for (const [name, blocks] of pages) {
      for (const block of blocks) {
        const keys = (block.videoList ?? []).map(videoKey);
        expect(new Set(keys).size, `${name} ${block.styleName}: ${keys.join(' ')}`).toBe(
          keys.length,
        );
      }
    }
  });
});
