import type { ReactNode } from 'react';
import * as css from './pointList.css';

export interface Point {
  key: string;
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}

/** The built-in content of a consulting page: a few titled points side by side. */
export function PointList({ points, ordered = false }: { points: Point[]; ordered?: boolean }) {
  const items = points.map((point) => (
    <li key={point.key} className={css.point}>
      <h3 className={css.pointTitle}>{point.title}</h3>
      <p className={css.pointText}>{point.text}</p>
      {point.action}
    </li>
  ));
  return ordered ? (
    <ol className={css.points}>{items}</ol>
  ) : (
    <ul className={css.points}>{items}</ul>
  );
}
