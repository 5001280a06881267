import { useTranslations } from 'next-intl';

/** Translates a message key from any namespace ('Validation.email'), falling back to the key. */
export function useMessage(): (key: string) => string {
  const t = useTranslations();
  return (key) => (t.has(key as never) ? t(key as never) : key);
}
