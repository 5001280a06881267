import { Photo } from '@/components/media/photo';
import cardStyles from '@/components/property/property-card.module.css';
import type { Project } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { projectPath } from '@/lib/project/project-paths';
import { projectAddress, projectPriceFrom, projectTypeIds, unitCounts } from '@/lib/project/project-view';
import styles from './project-card.module.css';

/** Texts of a project card, in the page's language. */
export type ProjectCardText = {
  newBuild: string;
  soldOut: string;
  /** STARTING_FROM */
  startingFrom: string;
  units: (count: number) => string;
  available: (count: number) => string;
  /** Property type names by WebID. */
  typeNames: ReadonlyMap<number, string>;
};

/**
 * A project card of the projects list, in the look of the property cards: photo, 'new build'
 * badge, unit types and city, name, address (SPEC §9 rules), number of units and how many are
 * available, and the lowest unit price as 'starting from'.
 */
export function ProjectCard({
  project,
  locale,
  text,
  priority = false,
}: {
  project: Project;
  locale: SiteLocale;
  text: ProjectCardText;
  priority?: boolean;
}) {
  const name = project.Name[locale];
  const address = projectAddress(project, locale);
  const counts = unitCounts(project);
  const price = projectPriceFrom(project, text.startingFrom);
  const soldOut = counts.total > 0 && counts.available === 0;
  const types = projectTypeIds(project)
    .map((id) => text.typeNames.get(id))
    .filter(Boolean)
    .join(', ');
  const picture = project.Pictures[0];
  return (
    <article className={cardStyles.card} data-testid="project-card">
      <div className={cardStyles.media}>
        {picture ? (
          <Photo
            src={picture.Url}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 600px) 45vw, 100vw"
            loading={priority ? 'eager' : 'lazy'}
            className={cardStyles.image}
          />
        ) : (
          <div className={cardStyles.noImage} aria-hidden="true" />
        )}
        <span className={`${cardStyles.badge} ${soldOut ? styles.soldOut : ''}`}>{soldOut ? text.soldOut : text.newBuild}</span>
      </div>
      <div className={cardStyles.body}>
        <p className={cardStyles.type}>{[types, project.City[locale]].filter(Boolean).join(' · ')}</p>
        <h2 className={cardStyles.title}>
          <a href={projectPath(project, locale)} className={cardStyles.link}>
            {name}
          </a>
        </h2>
        <p className={cardStyles.address} data-testid="project-address">
          {address.streetLine ? `${address.streetLine}, ${address.cityLine}` : address.cityLine}
        </p>
        <ul className={styles.facts}>
          <li data-testid="project-units">{text.units(counts.total)}</li>
          {counts.total > 0 && <li>{text.available(counts.available)}</li>}
        </ul>
        <div className={cardStyles.footer}>
          <p className={cardStyles.price} data-testid="project-price">
            {price || (soldOut ? text.soldOut : '')}
          </p>
        </div>
      </div>
    </article>
  );
}
