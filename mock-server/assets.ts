import type { Application } from 'express';

/**
 * Images generated on the fly, so the product works offline and no fixture
 * points at a foreign host.
 */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="#0b5cad"/><circle cx="60" cy="60" r="30" fill="none" stroke="#fff" stroke-width="8"/><circle cx="60" cy="60" r="8" fill="#fff"/></svg>`;

/** A deterministic QR-like pattern; it is decorative, not a scannable code. */
function qrSvg(): string {
  const size = 21;
  let random = 7;
  const cells: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      if (random % 2 === 0) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="120" height="120"><rect x="-1" y="-1" width="23" height="23" fill="#fff"/><g fill="#102a43">${cells.join('')}</g></svg>`;
}

const assets: Record<string, string> = { 'logo.svg': logoSvg, 'qr.svg': qrSvg() };

export function registerAssetRoutes(router: Application): void {
  router.get('/mock-assets/:name', (req, res) => {
    const svg = assets[req.params.name ?? ''];
    if (!svg) {
      res.status(404).json({ code: 404, msg: 'no such mock asset', data: null });
      return;
    }
    res.type('image/svg+xml').set('cache-control', 'public, max-age=3600').send(svg);
  });
}
