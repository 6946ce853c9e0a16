// Design tokens: a warm, high-contrast palette for a dating app, spacing, radii and a type scale.
// Every text colour meets WCAG AA (4.5:1) on the surfaces it is used on, white text on the gradient included
// (white on #c43d1f is 5.2:1); the focus ring is a deep berry that stands out (3:1+) on every surface.
// Components import `theme` directly (no ThemeProvider), so a remote looks the same alone and in the shell.
import { createGlobalStyle } from 'styled-components';

export const theme = {
  color: {
    primary: '#d6225a',
    primaryStrong: '#b81a4b',
    /** Decorative only (illustrations, highlights): never text. */
    accent: '#ff7a45',
    gradient: 'linear-gradient(135deg, #d6225a 0%, #c43d1f 100%)',
    page: '#f4e6e3',
    background: '#fff8f5',
    surface: '#ffffff',
    text: '#2b1a22',
    muted: '#6f5963',
    border: '#ecd6dc',
    /** The outline of a form control: 3:1 against its surface, so the field can be found (WCAG 1.4.11). */
    fieldBorder: '#9c7f8a',
    tint: '#ffe9ee',
    danger: '#b3261e',
    dangerTint: '#fde7e5',
    success: '#1e7a4f',
    successTint: '#e3f5eb',
    gold: '#845800',
    goldTint: '#fff3cc',
    focus: '#8f1239',
    overlay: 'rgba(43, 26, 34, 0.55)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  /** Type scale in px: caption, body, lead, title, headline, display. */
  size: { xs: '13px', sm: '15px', md: '17px', lg: '20px', xl: '26px', xxl: '34px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '10px', md: '16px', lg: '24px', pill: '999px' },
  shadow: {
    card: '0 6px 20px rgba(184, 26, 75, 0.10)',
    raised: '0 10px 28px rgba(184, 26, 75, 0.28)',
    column: '0 0 48px rgba(43, 26, 34, 0.12)',
  },
  /** wideWidth: the most a wide screen (the moderators' console) takes on a desktop. */
  layout: { columnWidth: '390px', wideWidth: '1200px', bottomNavHeight: '64px' },
} as const;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    -webkit-font-smoothing: antialiased;
    -webkit-text-size-adjust: 100%;
    /* A long name or word breaks where it must instead of pushing the 390 px column sideways; a line meant to stay
       one line ends with an ellipsis where it is styled. */
    overflow-wrap: anywhere;
  }
  body { margin: 0; }
  h1, h2, h3, p { margin: 0; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
