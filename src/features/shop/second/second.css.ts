import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `3px solid ${vars.color.brand}`,
});

export const headerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.sm } },
});

export const logo = style({
  color: vars.color.brandStrong,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const shopName = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginLeft: 'auto',
});

export const toolLink = style({ color: vars.color.brand });

export const user = style({ color: vars.color.textMuted });

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: '#ffffff',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const heroTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xxl });

export const heroLead = style({ margin: 0, fontSize: vars.fontSize.lg });
