/**
 * The downloadable documents, generated from their fixture: a one-page PDF
 * (Chinese through the viewer's built-in STSong-Light font, so nothing is
 * embedded) or a UTF-8 text file.
 */
import type { DownloadRecord } from '../../fixtures/company';

export interface Document {
  body: Buffer;
  contentType: string;
}

/** UTF-16BE hex, as the UniGB-UCS2-H encoding reads it; characters outside the BMP become '?'. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return hex;
}

function pdf(lines: readonly string[]): Buffer {
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 30} Td <${ucs2Hex(line)}> Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    // CIDs 1–95 are the ASCII glyphs: half width, so Latin text is not spread out.
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title <feff${ucs2Hex(lines[0] ?? '')}> /Producer (Reach IoT mock) >>`,
  ];
  // Everything above is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'ascii');
}

const cache = new Map<string, Document>();

export function documentOf(record: DownloadRecord): Document {
  let document = cache.get(record.id);
  if (!document) {
    document =
      record.kind === 'pdf'
        ? { body: pdf(record.lines), contentType: 'application/pdf' }
        : {
            // A byte-order mark lets every editor see UTF-8.
            body: Buffer.from(`\ufeff${record.lines.join('\r\n')}\r\n`, 'utf8'),
            contentType: 'text/plain; charset=utf-8',
          };
    cache.set(record.id, document);
  }
  return document;
}
