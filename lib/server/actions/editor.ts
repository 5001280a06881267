'use server';

/**
 * The editor's actions. Each checks the staff session first: without one it answers
 * as if nothing were there. Saves make drafts; publishing and restoring update this process's
 * content at once and revalidate the pages they touch (the other instances follow through
 * lib/server/content/watcher).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { applyArticleForm } from '@/lib/content/article-edit';
import type { Dropped } from '@/lib/content/rich-text';
import { applyBannerForm } from '@/lib/content/banner-edit';
import { isContentDocument, type ContentDocument } from '@/lib/content/documents';
import { articleFormSchema, BANNER_DISPLAY_FIELDS, bannerFormSchema, GALLERY_MAX, nestedFields } from '@/lib/forms/staff';
import { orderedGallery, postedGallery } from '@/lib/content/banner-gallery';
import { ownerLoginSchema } from '@/lib/forms/owner-account';
import { routing } from '@/i18n/routing';
import { ALT_MAX_LENGTH } from '@/lib/forms/media';
import { chosenImageAlt } from '@/lib/media/image-alt';
import { perLanguage, SITE_LOCALES } from '@/lib/locale';
import { defaultAuthDeps } from '../auth/auth-deps';
import { logInStaff } from '../auth/login';
import { revokeEverySessionOf, revokeSession } from '../auth/sessions';
import { challengeCookieName, sessionCookieName, sessionCookieOptions } from '../auth/session-cookie';
import { clientIp } from '../client-ip';
import { getDb } from '../db/client';
import { createPreviewLink, revokePreviewLinks } from '../content/preview-link';
import { isOfferedVideo } from '../media/banner-video';
import { listUploads } from '../media/media-store';
import { pickedImage, pickerRefusal } from '../media/picked-image';
import { documentState, publishDraft, restoreVersion, saveDraft, type StoreResult } from '../content/store';
import { syncPublishedContent } from '../content/watcher';
import { revalidatePagePaths } from '../revalidate-paths';
import { invalidForm, localeOf, postedValues, refused, requireStaff, staffHome } from './editor-form';
import type { AccountFormResult } from './account-auth';

/** What an editor form gets back: message keys (translated where shown) and the values posted. */
export type EditorFormResult = {
  ok: boolean;
  formError: string | null;
  formValues?: Record<string, string>;
  fieldErrors: Record<string, string[] | undefined>;
  values?: Record<string, unknown>;
  /** The new version, and where it can be previewed. */
  versionId?: number;
};

const fields = (formData: unknown, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, formData instanceof FormData ? (formData.get(name) ?? undefined) : undefined]));

export async function staffLoginAction(locale: string, _previous: AccountFormResult | null, formData: FormData): Promise<AccountFormResult> {
  const raw = fields(formData, ['email', 'password']);
  const parsed = ownerLoginSchema.safeParse(raw);
  if (!parsed.success) {
    const flat = z.flattenError(parsed.error);
    return { ok: false, formError: flat.formErrors[0] ?? null, fieldErrors: flat.fieldErrors, email: typeof raw.email === 'string' ? raw.email : '' };
  }
  const jar = await cookies();
  let session: { token: string; expiresAt: Date } | null = null;
  try {
    const result = await logInStaff(defaultAuthDeps(), { ...parsed.data, ip: await clientIp(), previousToken: jar.get(sessionCookieName('staff'))?.value ?? null });
    if (!result.ok && result.code === 'SECOND_FACTOR') {
      jar.set(challengeCookieName(), result.challenge, sessionCookieOptions(result.expiresAt));
    } else if (!result.ok) {
      return { ok: false, formError: result.code === 'USER_NOT_FOUND' ? 'Errors.USER_NOT_FOUND' : 'Portal.login.TOO_MANY_ATTEMPTS', fieldErrors: {}, email: parsed.data.email };
    } else session = result;
  } catch (error) {
    console.error('[editor] login failed:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api', fieldErrors: {}, email: parsed.data.email };
  }
  // No session yet: the password was right and the member's second factor comes next.
  if (!session) redirect(`${staffHome(locale)}login/code/`);
  jar.set(sessionCookieName('staff'), session.token, sessionCookieOptions(session.expiresAt));
  redirect(staffHome(locale));
}

export async function staffLogoutAction(locale: string): Promise<void> {
  await endStaffSessions(locale, false);
}

/** Ends every session of the staff member, on every device. */
export async function staffLogoutEverywhereAction(locale: string): Promise<void> {
  await endStaffSessions(locale, true);
}

async function endStaffSessions(locale: string, everywhere: boolean): Promise<void> {
  const jar = await cookies();
  const token = jar.get(sessionCookieName('staff'))?.value;
  if (token) await (everywhere ? revokeEverySessionOf(getDb().db, token, 'staff') : revokeSession(getDb().db, token, 'staff')).catch(() => undefined);
  jar.delete({ name: sessionCookieName('staff'), path: '/', secure: sessionCookieOptions(new Date()).secure, httpOnly: true });
  redirect(`/${localeOf(locale)}/staff/login/`);
}

const LOCALE_KEYS = SITE_LOCALES;

export async function saveBannerAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const staff = await requireStaff(locale);
  const formValues = postedValues(formData);
  const db = getDb().db;
  const state = await documentState(db, 'site');
  const site = (state.draft ?? state.published).data;
  const gallery = orderedGallery(postedGallery((name) => formData.get(name), GALLERY_MAX * 2), String(formData.get('galleryMove') ?? ''));
  const inGallery = formData.get('type') === 'gallery';
  // In gallery mode the picker adds its photo to the gallery; otherwise it is the banner's photo.
  const picked = await pickedImage(formData, { field: 'image', keep: inGallery ? null : site.banner.image.url, locale: localeOf(locale), staffId: staff.id });
  if (!picked.ok) return pickerRefusal('image', picked, formValues);
  formValues.image = picked.url;
  if (inGallery && picked.url !== '' && !gallery.includes(picked.url)) gallery.push(picked.url);
  const parsed = bannerFormSchema.safeParse({
    ...nestedFields(formData, {
      baseId: null,
      title: LOCALE_KEYS,
      description: LOCALE_KEYS,
      ...Object.fromEntries(BANNER_DISPLAY_FIELDS.map((name) => [name, null])),
    }),
    galleryImages: gallery,
  });
  if (!parsed.success) return invalidForm(parsed.error, formValues);
  if (!(await isOfferedVideo(db, parsed.data.videoUrl, site.banner.video.url))) {
    return { ok: false, formError: 'Editor.errors.form', fieldErrors: { videoUrl: ['Editor.errors.videoChoice'] }, formValues };
  }
  const banner = applyBannerForm(site.banner, parsed.data);
  const image = !inGallery && picked.url !== '' ? { ...banner.image, url: picked.url } : banner.image;
  const data = { ...site, banner: { ...banner, image } };
  const result = await saveDraft(db, { document: 'site', data, authorId: staff.id, note: 'banner', baseId: parsed.data.baseId });
  if (!result.ok) return refused(result, formValues);
  redirect(`${staffHome(locale)}banner/?saved=${result.versionId}${formData.has('galleryMove') ? '#gallery' : ''}`);
}

export async function saveArticleAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const staff = await requireStaff(locale);
  const formValues = postedValues(formData);
  const db = getDb().db;
  const state = await documentState(db, 'articles');
  const before = (state.draft ?? state.published).data.find((a) => String(a.id) === formData.get('id'));
  // The photo first: one uploaded from the picker is kept (and stays chosen) even when the text is refused.
  const imageAlt = perLanguage((l) => String(formData.get(`imageAlt.${l}`) ?? '').trim().slice(0, ALT_MAX_LENGTH));
  const picked = await pickedImage(formData, { field: 'image', keep: before?.image?.url ?? null, locale: localeOf(locale), staffId: staff.id, alt: imageAlt });
  if (!picked.ok) return pickerRefusal('image', picked, formValues);
  formValues.image = picked.url;
  const parsed = articleFormSchema.safeParse(
    nestedFields(formData, { baseId: null, id: null, title: LOCALE_KEYS, intro: LOCALE_KEYS, body: LOCALE_KEYS, categoryId: null, name: LOCALE_KEYS, date: null }),
  );
  if (!parsed.success) return invalidForm(parsed.error, formValues);
  const categories = await documentState(db, 'categories');
  // The photos a text may show: the uploads of the media library, with their size.
  const photos = new Map((await listUploads(db)).map((u) => [u.url, { width: u.width, height: u.height }]));
  const edit = applyArticleForm((state.draft ?? state.published).data, parsed.data, (categories.draft ?? categories.published).data, photos);
  if (!edit.ok) return { ok: false, formError: 'Editor.errors.form', fieldErrors: edit.fieldErrors, formValues };
  const previous = before?.image ?? null;
  const image = picked.url === '' ? null : { url: picked.url, alt: chosenImageAlt(imageAlt, previous, picked.upload ?? previous!, routing.defaultLocale) };
  const articles = edit.articles.map((a) => (a.id === edit.article.id ? { ...a, image } : a));
  const note = `${parsed.data.id === '' ? '+' : ''}${edit.article.key}`;
  const result = await saveDraft(db, { document: 'articles', data: articles, authorId: staff.id, note, baseId: parsed.data.baseId });
  if (!result.ok) return refused(result, formValues);
  redirect(`${staffHome(locale)}articles/${edit.article.id}/?${droppedQuery(result.versionId, edit.dropped)}`);
}

/** The saved notice, and what the text could not keep (components/editor/rich-text-notice says it). */
function droppedQuery(versionId: number, dropped: Dropped): string {
  const query = new URLSearchParams({ saved: String(versionId) });
  if (dropped.links.length > 0) query.set('droppedLinks', `${dropped.links.length}:${dropped.links[0]!.slice(0, 80)}`);
  if (dropped.images.length > 0) query.set('droppedImages', String(dropped.images.length));
  return query.toString();
}

/** Loads what was just published into this process and revalidates its pages here. */
async function showPublished() {
  revalidatePagePaths(await syncPublishedContent(getDb().db));
}

const documentOf = (value: unknown): ContentDocument | null => (isContentDocument(value) ? value : null);

const backTo = (locale: string, value: unknown) => {
  const path = typeof value === 'string' && /^\/(?:[a-z0-9-]+\/)*$/.test(value) ? value : '';
  return `${staffHome(locale)}${path.replace(/^\//, '')}`;
};

const refusedUrl = (back: string, result: Extract<StoreResult, { ok: false }>) =>
  `${back}?${new URLSearchParams({ error: result.problem.code, detail: JSON.stringify(result.problem.values) })}`;

export async function publishAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const document = documentOf(formData.get('document'));
  const back = backTo(locale, formData.get('back'));
  if (!document) redirect(back);
  // An editor may publish the site document's top bar and footer, not an admin's settings (lib/content/admin-only).
  const result = await publishDraft(getDb().db, { document, staffId: staff.id, role: staff.role });
  if (!result.ok) redirect(refusedUrl(back, result));
  await showPublished();
  redirect(`${back}?published=${result.versionId}`);
}

export async function restoreAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const document = documentOf(formData.get('document'));
  const versionId = Number(formData.get('version'));
  const back = backTo(locale, formData.get('back'));
  if (!document || !Number.isSafeInteger(versionId)) redirect(back);
  const result = await restoreVersion(getDb().db, { document, versionId, staffId: staff.id, role: staff.role });
  if (!result.ok) redirect(refusedUrl(back, result));
  await showPublished();
  redirect(`${back}?restored=${result.versionId}`);
}

/** A signed link to a preview path that a colleague without an account can open until it expires. */
export async function previewLinkAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const path = formData.get('path');
  const back = backTo(locale, formData.get('back'));
  if (!isPreviewPath(path)) redirect(back);
  const token = await createPreviewLink(getDb().db, { path, staffId: staff.id }, new Date());
  redirect(`${back}?link=${encodeURIComponent(`${path}?token=${token}`)}`);
}

const isPreviewPath = (path: unknown): path is string => typeof path === 'string' && /^\/preview\/[a-z]{2}\/[^?#\s]*$/.test(path) && path.length <= 300;

/**
 * Takes shared preview links back before they expire: every link to this document's pages (in
 * every language), or every link the signed-in member made.
 */
export async function revokePreviewLinksAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const back = backTo(locale, formData.get('back'));
  const db = getDb().db;
  const now = new Date();
  let revoked = 0;
  if (formData.get('which') === 'mine') revoked = await revokePreviewLinks(db, { staffId: staff.id }, now);
  else for (const path of formData.getAll('path').filter(isPreviewPath).slice(0, 10)) revoked += await revokePreviewLinks(db, { path }, now);
  redirect(`${back}?revoked=${revoked}`);
}
