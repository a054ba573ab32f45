import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentImage } from '../content/ContentImage';
import { videoSource, type PlayableVideo } from './videoSource';
import * as css from '../../styles/blocks.css';

/** The pressed poster button is gone: the player takes the focus, not the page's start. */
const focusOnMount = (player: HTMLElement | null) => {
  player?.focus();
};

interface VideoPlayerProps {
  video: PlayableVideo & { videoName: string; cover: string };
}

/**
 * A poster that becomes the player when played: a video file in the browser's own player
 * (with its controls), a platform id in the platform's embedded player, whose scripts and
 * cookies load only for a video someone wants.
 */
export function VideoPlayer({ video }: VideoPlayerProps) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const name = video.videoName;
  const source = videoSource(video);
  if (!source) {
    return (
      <div className={css.videoFrame}>
        <ContentImage src={video.cover} alt="" className={css.videoCover} />
        <p className={css.videoUnavailable}>
          <Trans>This video cannot be played at the moment.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className={css.videoFrame}>
      {!playing ? (
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
      ) : source.kind === 'file' ? (
        <video
          ref={focusOnMount}
          className={css.videoFile}
          src={source.url}
          poster={video.cover}
          controls
          // Focusable in every browser, so the focus can move into it from the poster.
          tabIndex={0}
          autoPlay
          playsInline
          aria-label={name}
        />
      ) : (
        <iframe
          ref={focusOnMount}
          className={css.iframe}
          src={source.url}
          title={name}
          // `fullscreen` here is the permission; the legacy allowFullScreen beside it only warns.
          allow="autoplay; fullscreen; picture-in-picture"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          referrerPolicy="no-referrer"
        />
      )}
    </div>
  );
}
