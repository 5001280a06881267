import type { PageModule } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import styles from './module-heading.module.css';

/** A module's title (h1 or h2 as configured, only when public) and its public descriptions. */
export function ModuleHeading({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const Tag = module.titleSize;
  const descriptions = [module.description, module.description2].filter(
    (d): d is NonNullable<typeof d> => Boolean(d?.public && d[locale].trim()),
  );
  if (!module.title.public && descriptions.length === 0) return null;
  return (
    <header className={styles.heading}>
      {module.title.public && (
        <Tag id={`module-${module.id}`} className={styles.title}>
          {module.title[locale]}
        </Tag>
      )}
      {descriptions.map((d, i) => (
        <p key={i} className={styles.description}>
          {d[locale]}
        </p>
      ))}
    </header>
  );
}
