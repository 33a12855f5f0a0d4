/**
 * How the e-mails look like the app: its name (the shell's `brand` text) and the primary colour of its theme (Fluent
 * UI's webLightTheme, the shell's, `colorBrandBackground` and `colorBrandBackground2`). E-mail clients take no CSS
 * variables, so the values are written out here.
 */
export const MAIL_BRAND = {
  name: 'Helpdesk',
  primary: '#0f6cbd',
  onPrimary: '#ffffff',
  tint: '#ebf3fc',
  text: '#242424',
  muted: '#616161',
  border: '#e0e0e0',
  page: '#f5f5f5',
  font: "'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;
