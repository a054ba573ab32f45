import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '16px',
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.6,
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('img', { maxWidth: '100%', height: 'auto' });
