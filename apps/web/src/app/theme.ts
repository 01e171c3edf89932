import type { ThemeConfig } from 'antd';

/**
 * Brand colours, chosen for WCAG AA contrast on white (primary 5.1:1, error 5.6:1, muted
 * text 5.7:1, placeholders 4.7:1). app.css repeats them as CSS variables for the shell's
 * own markup.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#2e7d32',
    colorLink: '#2e7d32',
    colorError: '#c62828',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
