import type { Metadata } from 'next';
import {
  ProjectDetail,
  projectMetadata,
  projectStaticParams,
  type ProjectRouteProps,
} from '@/components/project/project-detail';

// Wrong slugs of a known project reach the page on demand and are redirected to the canonical path.
export const dynamicParams = true;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return projectStaticParams(params.locale);
}

export function generateMetadata(props: ProjectRouteProps): Promise<Metadata> {
  return projectMetadata(props);
}

export default function ProjectPage(props: ProjectRouteProps) {
  return <ProjectDetail props={props} />;
}
