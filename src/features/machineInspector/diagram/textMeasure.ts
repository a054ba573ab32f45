/**
 * The diagram's text sizes, computed without a browser so that the layout (ELK, in a worker or in
 * a test) reserves the room the browser then draws the text in. Every text of the diagram is in a
 * monospace font, where a character's width is a known fraction of the font size; CJK characters
 * are counted twice as wide (docs/decisions.md, "Machine diagrams").
 */

/** Font sizes in px at 100% zoom: no text of the diagram is under 11 px. */
export const FONT_PX = { title: 13, label: 12, note: 11 } as const;
export type TextRole = keyof typeof FONT_PX;

export const FONT_FAMILY =
  '"DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace';
/** A monospace character's advance, in em: 0.6 in DejaVu Sans Mono, Menlo, Courier; rounded up. */
const CHARACTER_EM = 0.62;
export const LINE_HEIGHT = 1.35;
/** The room around the text of a state's box and of a transition's label, in px. */
export const PADDING = { state: { x: 10, y: 6 }, label: { x: 4, y: 2 } } as const;

/** East Asian wide and full-width characters: two columns in a monospace font. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The columns a text takes: one per character, two per wide one. */
export function columns(text: string): number {
  let count = 0;
  for (const character of text) count += WIDE.test(character) ? 2 : 1;
  return count;
}

export const textWidth = (text: string, role: TextRole) =>
  columns(text) * CHARACTER_EM * FONT_PX[role];

export const lineHeight = (role: TextRole) => Math.ceil(FONT_PX[role] * LINE_HEIGHT);

/** Words wrapped to lines of at most `maxColumns` (a longer word stands on a line of its own). */
export function wrapText(text: string, maxColumns: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && columns(next) > maxColumns) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** One line of a box: its text and the role that sets its size. */
export interface TextLine {
  text: string;
  role: TextRole;
}

/** The size of a block of lines, padding included. */
export function blockSize(lines: readonly TextLine[], padX: number, padY: number) {
  const width = Math.max(0, ...lines.map((line) => textWidth(line.text, line.role)));
  const height = lines.reduce((sum, line) => sum + lineHeight(line.role), 0);
  return { width: Math.ceil(width + 2 * padX), height: Math.ceil(height + 2 * padY) };
}
