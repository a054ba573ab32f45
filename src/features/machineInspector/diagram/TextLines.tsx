import type { TextLine } from './textMeasure';
import * as css from './diagram.css';

/** Lines as the layout measured them: one block each, never wrapped again by the browser. */
export function TextLines({ lines }: { lines: readonly TextLine[] }) {
  return lines.map((line, index) => (
    <span key={index} className={`${css.line[line.role]} ${line.role === 'note' ? css.muted : ''}`}>
      {line.text}
    </span>
  ));
}
