import { fileHref } from '../content/contentLinks';

/** What a video record offers to play. */
export interface PlayableVideo {
  /** The video platform's id; empty when the record is a file. */
  bvid: string;
  /** The video file itself. */
  videoUrl?: string | undefined;
}

export type VideoSource = { kind: 'file'; url: string } | { kind: 'hosted'; url: string };

/**
 * The video platform's player, from the deployment's configuration (`VITE_VIDEO_PLAYER_ORIGIN`,
 * which the content security policy's `frame-src` must allow); the platform the ids belong to
 * when unset.
 */
export function hostedPlayerOrigin(): string {
  const configured: unknown = import.meta.env.VITE_VIDEO_PLAYER_ORIGIN;
  return typeof configured === 'string' && /^https:\/\/[^/]+$/.test(configured.trim())
    ? configured.trim()
    : 'https://player.bilibili.com';
}

/**
 * A file plays in the browser's own player; a platform id in the platform's embedded player.
 * A file that is not a web address (`javascript:`…) is not played.
 */
export function videoSource(video: PlayableVideo): VideoSource | undefined {
  const file = fileHref(video.videoUrl);
  if (file) return { kind: 'file', url: file };
  if (!video.bvid) return undefined;
  const url = new URL('/player.html', hostedPlayerOrigin());
  url.search = new URLSearchParams({ bvid: video.bvid, autoplay: '1' }).toString();
  return { kind: 'hosted', url: url.toString() };
}
