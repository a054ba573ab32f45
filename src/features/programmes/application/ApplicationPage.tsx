import type { ReactNode } from 'react';
import * as css from '../../../components/form/form.css';

interface ApplicationPageProps {
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}

export function ApplicationPage({ title, lead, children }: ApplicationPageProps) {
  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      <p className={css.lead}>{lead}</p>
      {children}
    </div>
  );
}
