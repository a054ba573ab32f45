import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BlockVideo } from '../../api/contract/portal/module';
import { ContentImage } from '../content/ContentImage';
import * as css from './blocks.css';

/** The video platform's embeddable player for a video id. */
export const playerUrl = (bvid: string) =>
  `https://player.bilibili.com/player.html?bvid=${encodeURIComponent(bvid)}&autoplay=1`;

/**
 * A poster that becomes the embedded player when played: the third-party
 * player (and its scripts and cookies) loads only for a video someone wants.
 */
export function VideoPlayer({ video }: { video: BlockVideo }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The pressed poster button is gone: focus would fall back to the page's start.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const name = video.videoName;
  return (
    <div className={css.videoFrame}>
      {playing ? (
        <iframe
          ref={frame}
          className={css.iframe}
          src={playerUrl(video.bvid)}
          title={name}
          // `fullscreen` here is the permission; the legacy allowFullScreen beside it only warns.
          allow="autoplay; fullscreen; picture-in-picture"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <button
          type="button"
          className={css.videoPoster}
          onClick={() => setPlaying(true)}
          aria-label={t`Play ${name}`}
        >
          <ContentImage src={video.cover} alt="" className={css.videoCover} />
          <span className={css.playBadge} aria-hidden="true">
            ▶
          </span>
        </button>
      )}
    </div>
  );
}
