/**
 * Generates the sample videos of fixtures/videos/sampleClips.ts with ffmpeg (Debian's 5.1):
 * WebM, VP9 video at 320×180 and 15 frames a second, a quiet Opus tone, a few seconds and some
 * tens of kB each. Drawn by ffmpeg's own test sources, never downloaded. Run it after changing
 * the clips (`npm run videos`) and commit the files; CI does not need ffmpeg.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_CLIPS } from '../../fixtures/videos/sampleClips';

const OUT_DIR = 'fixtures/videos';
const FRAME = 'size=320x180:rate=15';

/** Each clip's picture (an ffmpeg test source) and the pitch of its tone. */
const SOURCES: Record<string, { video: string; toneHz: number }> = {
  'test-pattern': { video: `testsrc2=${FRAME}`, toneHz: 440 },
  'colour-bars': { video: `smptehdbars=${FRAME}`, toneHz: 523 },
  fractal: { video: `mandelbrot=${FRAME}`, toneHz: 659 },
  counter: { video: `testsrc=${FRAME}`, toneHz: 784 },
};

for (const clip of SAMPLE_CLIPS) {
  const source = SOURCES[clip.name];
  if (!source) throw new Error(`no ffmpeg source for the clip ${clip.name}`);
  const file = join(OUT_DIR, `${clip.name}.webm`);
  const result = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', source.video],
      ...['-f', 'lavfi', '-i', `sine=frequency=${source.toneHz}:sample_rate=48000`],
      ...['-t', String(clip.seconds), '-af', 'volume=0.2'],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-deadline', 'good', '-cpu-used', '4'],
      ...['-pix_fmt', 'yuv420p', '-threads', '1'],
      ...['-c:a', 'libopus', '-b:a', '16k'],
      // No encoder versions or dates in the file: the same clip gives the same bytes.
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
      file,
    ],
    { stdio: 'inherit' },
  );
  if (result.error || result.status !== 0) {
    throw new Error(`ffmpeg failed for ${clip.name}: ${result.error?.message ?? result.status}`);
  }
  console.log(`${file}: ${Math.round(statSync(file).size / 1024)} kB, ${clip.seconds} s`);
}
