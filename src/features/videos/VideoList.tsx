import { Trans } from '@lingui/react/macro';
import type { Video } from '../../api/contract/company/media';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { videoKey } from '../../components/video/videoSource';
import { EmptyList } from '../../components/list/EmptyList';
import * as css from './videos.css';

interface VideoListProps {
  videos: readonly Video[];
  /** The search behind the list, to say why it is empty. */
  keyWord: string;
}

/** A page of videos; each loads its player only when played. */
export function VideoList({ videos, keyWord }: VideoListProps) {
  if (videos.length === 0) {
    return (
      <EmptyList keyWord={keyWord}>
        <Trans>No videos have been published here yet.</Trans>
      </EmptyList>
    );
  }
  return (
    <ul className={css.grid}>
      {videos.map((video) => {
        const { duration } = video;
        const day = video.createTime.slice(0, 10);
        return (
          <li key={videoKey(video)} className={css.card}>
            <VideoPlayer video={video} />
            <h2 className={css.title}>{video.videoName}</h2>
            <p className={css.meta}>
              <time dateTime={day}>{day}</time>
              <span>
                <Trans>Duration {duration}</Trans>
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
