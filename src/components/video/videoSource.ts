import { videoPlayerOrigin } from 'virtual:app-config';
import { fileHref } from '../content/contentLinks';

/** What a video record offers to play. */
export interface PlayableVideo {
  /** The video platform's id; empty when the record is a file. */
  bvid: string;
  /** The video file itself. */
  videoUrl?: string | undefined;
}

/**
 * A video is what it plays (docs/decisions/media.md, "Videos"): its file, else its platform id.
 * That is its key in a list; the mock gives each video a file address of its own.
 */
export const videoKey = (video: PlayableVideo): string => video.videoUrl || video.bvid;

export type VideoSource = { kind: 'file'; url: string } | { kind: 'hosted'; url: string };

/**
 * A file plays in the browser's own player; a platform id in the platform's embedded player.
 * A file that is not a web address (`javascript:`…) is not played.
 */
export function videoSource(video: PlayableVideo): VideoSource | undefined {
  const file = fileHref(video.videoUrl);
  if (file) return { kind: 'file', url: file };
  if (!video.bvid) return undefined;
  // The platform's player: its origin is configured (VITE_VIDEO_PLAYER_ORIGIN), as the
  // Content-Security-Policy's frame-src names it.
  const url = new URL('/player.html', videoPlayerOrigin);
  url.search = new URLSearchParams({ bvid: video.bvid, autoplay: '1' }).toString();
  return { kind: 'hosted', url: url.toString() };
}
