import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const term = style({ fontWeight: 600 });

export const definition = style({ margin: 0 });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const diagram = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  overflowX: 'auto',
});

/** A term and its definition, laid out by the list's grid. */
export const row = style({ display: 'contents' });
