/** The new-build projects of a catalogue read, their texts in the four languages. */
import type { Project } from '@/lib/data/schemas';
import { SITE_LOCALES } from '@/lib/locale';
import { usablePictures } from './catalogue-properties';
import type { OmnicasaClient } from './client';
import { mapWithConcurrency } from './concurrency';
import { languageIdOf, languageParams, perLanguage } from './languages';
import { toSnapshotProject } from './map';
import type { OmnicasaUser } from './records';
import type { SkipLog } from './skip-log';

/** GetProject in every language and the pictures (the same in all) of one project. */
function readOne(client: OmnicasaClient, id: number) {
  return Promise.all([
    Promise.all(
      SITE_LOCALES.map((locale) => client.getProject({ ID: id, ...languageParams(locale) })),
    ),
    client.getProjectPictureList({ ProjectID: id, LanguageId: languageIdOf(SITE_LOCALES[0]) }),
  ]);
}

export async function readProjects(
  client: OmnicasaClient,
  log: SkipLog,
  managers: ReadonlyMap<number, OmnicasaUser>,
  signal: AbortSignal,
): Promise<Project[]> {
  const ids = log
    .from(await client.getProjectList(languageParams(SITE_LOCALES[0])))
    .items.map((item) => item.ID);
  const answers = await mapWithConcurrency(
    ids,
    client.concurrency,
    (id) => readOne(client, id),
    signal,
  );
  return answers.flatMap(([inEachLanguage, pictures], i) => {
    const id = ids[i]!;
    const byLocale = perLanguage((locale) => {
      const answer = log.from(inEachLanguage[SITE_LOCALES.indexOf(locale)]!);
      return new Map([[id, answer.record ?? (answer.skipped.length > 0 ? null : undefined)]]);
    });
    const [project] = log.inEveryLanguage('GetProject', [id], byLocale);
    if (!project) return [];
    const context = {
      pictures: usablePictures(
        log,
        'GetProjectPictureList',
        log.from(pictures).items,
        client.pictureOrigins,
      ),
      manager: managers.get(project[SITE_LOCALES[0]].Manager ?? 0) ?? null,
    };
    const mapped = log.mapped({ method: 'GetProject', id }, () =>
      toSnapshotProject(project, context),
    );
    return mapped ? [mapped] : [];
  });
}
