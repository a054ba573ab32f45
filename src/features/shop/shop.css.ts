/** Styles shared by the shop's screens: page width, section headings, buttons. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.md, gap: vars.space.lg } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});

export { visuallyHidden } from '../../styles/visuallyHidden.css';

export const button = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const primaryButton = style([
  button,
  {
    background: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.surface,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        background: vars.color.brandStrong,
      },
    },
  },
]);

export const notice = style({ color: vars.color.textMuted, margin: 0 });
