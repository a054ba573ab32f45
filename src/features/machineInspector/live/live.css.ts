import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(16rem, 24rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

export const header = style({ gridColumn: '1 / -1' });

export const tab = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  marginBottom: vars.space.md,
});

export const closedTab = style({ opacity: 0.7 });

export const actorList = style({
  listStyle: 'none',
  margin: 0,
  paddingLeft: vars.space.md,
});

export const actorButton = style({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  padding: vars.space.xs,
  margin: `${vars.space.xs} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
    },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const running = style({ color: vars.color.success, fontWeight: 600 });

export const ended = style({ color: vars.color.textMuted, fontWeight: 600 });

export const details = style({ minWidth: 0 });

export const log = style({
  maxHeight: '20rem',
  overflowY: 'auto',
  fontSize: vars.fontSize.sm,
  borderCollapse: 'collapse',
  width: '100%',
});

export const json = style({
  background: vars.color.surfaceAlt,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  overflowX: 'auto',
  maxHeight: '24rem',
  fontSize: vars.fontSize.sm,
});
