import { createGlobalTheme } from '@vanilla-extract/css';

/** Design tokens. Every colour pair used for text meets WCAG AA contrast. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0b5cad',
    brandStrong: '#083f78',
    brandSoft: '#e8f1fb',
    text: '#1f2933',
    textMuted: '#52606d',
    surface: '#ffffff',
    surfaceAlt: '#f5f7fa',
    border: '#d9e2ec',
    footer: '#102a43',
    footerText: '#d9e2ec',
    info: '#0b5cad',
    success: '#1e7d32',
    warning: '#8a5300',
    error: '#b3261e',
    focus: '#ffbf47',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
  },
  font: {
    body: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Zen Hei", system-ui, sans-serif',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: '2.5rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
  },
  layout: {
    maxWidth: '1200px',
    headerHeight: '64px',
  },
  shadow: {
    raised: '0 4px 16px rgba(16, 42, 67, 0.16)',
  },
});
