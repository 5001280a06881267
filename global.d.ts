import type { SiteLocale } from '@/lib/locale';
import type messages from './messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: typeof messages;
  }
}
