import type { Project, Property } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { formatNumber } from '@/lib/property/field-value';
import { unitPrice, unitStatus } from '@/lib/project/project-view';
import styles from './project-units.module.css';

export type ProjectUnitsText = {
  caption: string;
  reference: string;
  type: string;
  floor: string;
  bedrooms: string;
  surface: string;
  price: string;
  status: string;
  more: string;
  details: string;
  priceHidden: string;
  statuses: Record<'available' | 'sold' | 'option', string>;
  ground: string;
  basement: string;
  typeNames: ReadonlyMap<number, string>;
};

const DASH = '—';

function floorText(floor: number | null, text: ProjectUnitsText): string {
  if (floor === null) return DASH;
  if (floor === 0) return text.ground;
  if (floor < 0) return floor === -1 ? text.basement : `${text.basement} ${-floor}`;
  return String(floor);
}

/**
 * The units of a project (its properties): reference, type, floor, bedrooms, surface, price and
 * status, with a link to the unit's own property page when it is published as one. A table on
 * wide screens, one small card per unit on narrow ones.
 */
export function ProjectUnits({
  project,
  locale,
  text,
  propertyOf,
}: {
  project: Project;
  locale: SiteLocale;
  text: ProjectUnitsText;
  propertyOf: (id: number) => Property | undefined;
}) {
  const hasLinks = project.Units.some((u) => u.PropertyID !== null && propertyOf(u.PropertyID));
  return (
    <table className={styles.table} data-testid="project-units">
      <caption>{text.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.reference}</th>
          <th scope="col">{text.type}</th>
          <th scope="col">{text.floor}</th>
          <th scope="col" className={styles.num}>
            {text.bedrooms}
          </th>
          <th scope="col" className={styles.num}>
            {text.surface}
          </th>
          <th scope="col" className={styles.num}>
            {text.price}
          </th>
          <th scope="col">{text.status}</th>
          {hasLinks && (
            <th scope="col">
              <span className="visually-hidden">{text.more}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {project.Units.map((unit) => {
          const status = unitStatus(unit);
          const price = unitPrice(unit);
          const property = unit.PropertyID !== null ? propertyOf(unit.PropertyID) : undefined;
          return (
            <tr key={unit.ID} className={status === 'sold' ? styles.unitSold : undefined} data-status={status}>
              <th scope="row">{unit.Reference}</th>
              <td data-label={text.type}>{(unit.WebID !== null && text.typeNames.get(unit.WebID)) || DASH}</td>
              <td data-label={text.floor}>{floorText(unit.Floor, text)}</td>
              <td data-label={text.bedrooms} className={styles.num}>
                {unit.Bedrooms ?? DASH}
              </td>
              <td data-label={text.surface} className={styles.num}>
                {unit.Surface !== null ? `${formatNumber(unit.Surface)} m²` : DASH}
              </td>
              <td data-label={text.price} className={`${styles.num} ${styles.price}`}>
                {price || (
                  <>
                    <span aria-hidden="true">{DASH}</span>
                    <span className="visually-hidden">{text.priceHidden}</span>
                  </>
                )}
              </td>
              <td data-label={text.status}>
                <span className={`${styles.status} ${styles[status]}`}>{text.statuses[status]}</span>
              </td>
              {hasLinks && (
                <td>
                  {property && (
                    <a href={canonicalPropertyPath(property, locale)} className={styles.more}>
                      {text.details}
                      <span className="visually-hidden"> {unit.Reference}</span>
                    </a>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
