import type { SiteConfig } from '@/lib/content/site-schema';

/** Design tokens from the site configuration as CSS custom properties, so the theme is data. */
export function themeCss(theme: SiteConfig['theme']): string {
  const c = theme.colors;
  const vars: Record<string, string> = {
    '--color-primary': c.primary,
    '--color-primary-contrast': c.primaryContrast,
    '--color-accent': c.accent,
    '--color-accent-hover': `color-mix(in srgb, ${c.accent} 85%, black)`,
    '--color-accent-contrast': c.accentContrast,
    '--color-accent-text': `color-mix(in srgb, ${c.accent} 80%, black)`,
    '--color-surface': c.surface,
    '--color-surface-alt': c.surfaceAlt,
    '--color-text': c.text,
    '--color-text-muted': c.textMuted,
    '--color-border': c.border,
    '--color-focus': c.accent,
    '--font-body': theme.fonts.body,
    '--font-heading': theme.fonts.heading,
  };
  // Values come from the site's own config file; strip characters that could end the rule.
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}:${v.replace(/[<>{};]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}

export function ThemeStyle({ theme }: { theme: SiteConfig['theme'] }) {
  return <style>{themeCss(theme)}</style>;
}
