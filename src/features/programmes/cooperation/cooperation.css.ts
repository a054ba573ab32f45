import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  overflowX: 'auto',
});

export const tab = style({
  font: 'inherit',
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '44px',
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-selected]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.brandStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  selectors: {
    // The class's display would otherwise override the hidden attribute of the inactive tab.
    '&[hidden]': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const logoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const logoCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const logo = style({ maxWidth: '100%', height: 'auto', display: 'block' });
