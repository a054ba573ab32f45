import type { NewsItem } from '../../api/contract/company/media';
import { articleHref } from './articleHref';
import * as css from './news.css';

/** Titles linking to their article, newest first, each with its publication day. */
export function NewsList({ news }: { news: readonly NewsItem[] }) {
  return (
    <ul className={css.list}>
      {news.map((item) => {
        const day = item.createDate.slice(0, 10);
        const href = articleHref(item.newsLink);
        return (
          <li key={`${item.newsLink}-${item.title}`} className={css.item}>
            {href ? (
              <a className={css.link} href={href}>
                {item.title}
              </a>
            ) : (
              <span>{item.title}</span>
            )}
            <time className={css.date} dateTime={day}>
              {day}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
