import { useTranslations } from 'next-intl';
import { Tap } from './tap';

export default function Home() {
  const t = useTranslations('Home');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Tap label={t('tap')} />
    </main>
  );
}
