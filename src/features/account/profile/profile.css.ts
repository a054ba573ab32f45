import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const username = style({ textAlign: 'center', color: vars.color.textMuted, marginTop: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
  marginTop: vars.space.md,
});

export const addressList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const addressItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  flexWrap: 'wrap',
});

export const addressActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
