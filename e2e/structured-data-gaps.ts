/**
 * Where @adobe/structured-data-validator (1.7) and Google's job-posting rules part
 * (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * - it asks every JobPosting for `jobLocationType` and `applicantLocationRequirements`; Google
 *   wants them for fully remote jobs only (`TELECOMMUTE`) and asks not to mark other jobs so;
 * - it reads `jobLocation.address.addressCountry` through an array of places (a job at several
 *   offices) as missing; Google takes several places as an array.
 * An issue of these kinds is set aside only when the posting it is about is on site, with a
 * country in every place: any other posting still fails on it.
 */
type Issue = { rootType?: string; source?: string; path?: unknown[]; fieldNames?: string[] };
type Posting = { jobLocationType?: unknown; jobLocation?: unknown };

const REMOTE_ONLY = new Set(['jobLocationType', 'applicantLocationRequirements']);
const PLACE_COUNTRY = 'jobLocation.address.addressCountry';

function everyPlaceHasCountry(jobLocation: unknown): boolean {
  const places = Array.isArray(jobLocation) ? jobLocation : [jobLocation];
  return (
    places.length > 0 &&
    places.every(
      (p) => typeof p?.address?.addressCountry === 'string' && p.address.addressCountry !== '',
    )
  );
}

export function isGoogleAcceptedJobPostingGap(issue: Issue): boolean {
  const field = issue.fieldNames?.length === 1 ? issue.fieldNames[0]! : '';
  if (issue.rootType !== 'JobPosting' || issue.path?.length !== 1 || !issue.source) return false;
  if (!REMOTE_ONLY.has(field) && field !== PLACE_COUNTRY) return false;
  let posting: Posting;
  try {
    posting = JSON.parse(issue.source) as Posting;
  } catch {
    return false;
  }
  if (posting.jobLocationType !== undefined || !everyPlaceHasCountry(posting.jobLocation))
    return false;
  return REMOTE_ONLY.has(field) || Array.isArray(posting.jobLocation);
}
