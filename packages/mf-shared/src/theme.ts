// Design tokens shared by the shell and the remotes until the design-system package takes them over.
// Components import `theme` directly (no ThemeProvider), so a remote looks the same on its own and in the shell.
import { createGlobalStyle } from 'styled-components';

export const theme = {
  color: {
    primary: '#f0436d',
    primaryStrong: '#d42a58',
    accent: '#ff8a5c',
    gradient: 'linear-gradient(135deg, #f0436d 0%, #ff8a5c 100%)',
    page: '#f7e9e6',
    background: '#fff8f5',
    surface: '#ffffff',
    text: '#2b1a22',
    muted: '#76606b',
    border: '#f1dce1',
    tint: '#ffe9ee',
    danger: '#b3261e',
    gold: '#e9a800',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  radius: { sm: '10px', md: '16px', lg: '24px', pill: '999px' },
  shadow: {
    card: '0 6px 20px rgba(212, 42, 88, 0.10)',
    raised: '0 10px 28px rgba(212, 42, 88, 0.28)',
    column: '0 0 48px rgba(43, 26, 34, 0.12)',
  },
  layout: { columnWidth: '390px' },
} as const;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    -webkit-font-smoothing: antialiased;
    -webkit-text-size-adjust: 100%;
  }
  body { margin: 0; }
  h1, h2, h3, p { margin: 0; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; }
`;
