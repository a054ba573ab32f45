import { BlockSection } from './BlockSection';
import { VideoPlayer } from '../video/VideoPlayer';
import { videoKey } from '../video/videoSource';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** Videos about the page's topic, each with its own player. */
export function VideoBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title}>
      <ul className={css.grid}>
        {(block.videoList ?? []).map((video) => (
          <li key={videoKey(video)} className={css.card}>
            <VideoPlayer video={video} />
            <h3 className={css.cardTitle}>{video.videoName}</h3>
            <p className={css.meta}>{video.duration}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
