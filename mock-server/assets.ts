import type { Application, Request, Response } from 'express';
import { resolve } from 'node:path';
import { SAMPLE_CLIPS, VIDEO_PATH } from '../fixtures/videos/sampleClips';

/**
 * The sample videos' folder (scripts/media/makeSampleVideos.ts writes them there), from the
 * project's root, where every script starts the mock (as its `.mock-data/` default).
 */
const VIDEO_DIR = resolve('fixtures/videos');
const clipFiles = new Set(SAMPLE_CLIPS.map((clip) => `${clip.name}.webm`));
/** A video's own file name: the fixture's id and `.webm`. */
const VIDEO_FILE = /^[\w-]+\.webm$/;

/**
 * Images generated on the fly, so the product works offline and no fixture
 * points at a foreign host: the logo, a QR-like footer picture, and pictures of
 * any size with a label, coloured from their name (see fixtures/pictures.ts).
 */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="#0b5cad"/><circle cx="60" cy="60" r="30" fill="none" stroke="#fff" stroke-width="8"/><circle cx="60" cy="60" r="8" fill="#fff"/></svg>`;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** A deterministic QR-like pattern; it is decorative, not a scannable code. */
function qrSvg(seedText: string): string {
  const size = 21;
  let random = hash(seedText) || 7;
  const cells: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      random = (Math.imul(random, 1103515245) + 12345) >>> 0;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      if (
        finder
          ? x % 6 === 0 || y % 6 === 0 || x === 14 || y === 14 || x === 20 || y === 20
          : random % 3 === 0
      ) {
        cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="120" height="120"><rect x="-1" y="-1" width="23" height="23" fill="#fff"/><g fill="#102a43">${cells.join('')}</g></svg>`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function clamp(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 16 && number <= 4000 ? number : fallback;
}

function pictureSvg(name: string, req: Request): string {
  const width = clamp(req.query.w, 800);
  const height = clamp(req.query.h, 450);
  const label = typeof req.query.label === 'string' ? req.query.label.slice(0, 80) : '';
  const hue = hash(name) % 360;
  // Wide (CJK) characters take about 1em, Latin ones about 0.6em: the label keeps to 80% of the width.
  const ems = [...label].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e7f ? 1 : 0.6), 0);
  const fontSize = Math.max(12, Math.round(Math.min((width * 0.8) / Math.max(ems, 5), height / 4)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,52%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.25}" fill="rgba(255,255,255,0.12)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text></svg>`;
}

function sendSvg(res: Response, svg: string) {
  res.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(svg);
}

export function registerAssetRoutes(app: Application): void {
  app.get('/mock-assets/logo.svg', (_req, res) => sendSvg(res, logoSvg));
  app.get('/mock-assets/qr.svg', (req, res) =>
    sendSvg(res, qrSvg(String(req.query.text ?? 'footer'))),
  );
  app.get('/mock-assets/picture/:name.svg', (req, res) =>
    sendSvg(res, pictureSvg(req.params.name ?? '', req)),
  );
  // Each video's own address names its clip (fixtures/videos/sampleClips.ts): only the known
  // clips are reachable, nothing else of the folder. Range requests (what a browser's player
  // sends to seek) are answered by sendFile.
  app.get(`${VIDEO_PATH}/:clip/:video`, (req, res, next) => {
    const file = `${req.params.clip ?? ''}.webm`;
    if (!clipFiles.has(file) || !VIDEO_FILE.test(req.params.video ?? '')) return next();
    res.sendFile(file, { root: VIDEO_DIR, maxAge: '1d' });
  });
}

export { qrSvg };
