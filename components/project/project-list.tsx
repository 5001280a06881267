import listStyles from '@/components/listing/list-view.module.css';
import type { Project } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { ProjectCard, type ProjectCardText } from './project-card';

export type ProjectListText = ProjectCardText & {
  /** '{count} projects' */
  count: (count: number) => string;
  /** Errors.noProjects: the 'no project' message of SPEC §8. */
  empty: string;
};

/** The projects list: a card per project, or the 'no project' message when there is none. */
export function ProjectList({ projects, locale, text }: { projects: readonly Project[]; locale: SiteLocale; text: ProjectListText }) {
  if (projects.length === 0) {
    return (
      <p className={listStyles.empty} data-testid="no-projects">
        {text.empty}
      </p>
    );
  }
  return (
    <>
      <p className={listStyles.summary} data-testid="project-summary">
        {text.count(projects.length)}
      </p>
      <ul className={listStyles.grid} style={{ '--per-row': 3 } as React.CSSProperties} data-testid="project-list">
        {projects.map((project, i) => (
          <li key={project.ID}>
            <ProjectCard project={project} locale={locale} text={text} priority={i < 2} />
          </li>
        ))}
      </ul>
    </>
  );
}
