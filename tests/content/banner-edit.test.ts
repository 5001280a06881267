/** The banner screen's display settings: the form's rules and what it changes in the site document. */
import { describe, expect, it } from 'vitest';
import { applyBannerForm } from '@/lib/content/banner-edit';
import { bannerFormSchema } from '@/lib/forms/staff';
import { getSiteConfig } from '@/lib/content/site';
import { perLanguage } from '@/lib/locale';

const texts = (value: string) => perLanguage(() => value);

/** A post of the banner form as the browser sends it (checkboxes absent when unticked). */
function post(overrides: Record<string, unknown> = {}) {
  return {
    baseId: '',
    title: texts('Titel'),
    description: texts(''),
    type: 'gallery',
    galleryImages: ['/images/banner/banner-1.jpg', '/media/12-abcdef0123456789.webp'],
    autoplaySpeed: '4',
    transitionSpeed: '0,6',
    videoUrl: '',
    videoType: 'mp4',
    showSearch: 'on',
    ...overrides,
  };
}

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = bannerFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the banner form', () => {
  it('reads the gallery’s photos, the speeds in seconds as milliseconds and unticked boxes as off', () => {
    const form = bannerFormSchema.parse(post());
    expect(form.galleryImages).toEqual(['/images/banner/banner-1.jpg', '/media/12-abcdef0123456789.webp']);
    expect([form.autoplaySpeed, form.transitionSpeed]).toEqual([4000, 600]);
    expect([form.showLogo, form.showSearch]).toEqual([false, true]);
  });

  it.each([
    ['a gallery of one photo', { galleryImages: ['/images/banner/banner-1.jpg'] }, 'galleryImages', 'Editor.errors.galleryTooShort'],
    ['a photo that is not a photo', { galleryImages: ['/images/a.jpg', '/index.html'] }, 'galleryImages', 'Editor.errors.photoPaths'],
    ['a photo on another site', { galleryImages: ['/images/a.jpg', 'https://evil.example/b.jpg'] }, 'galleryImages', 'Editor.errors.photoPaths'],
    ['thirteen photos', { galleryImages: Array.from({ length: 13 }, (_, i) => `/images/p${i}.jpg`) }, 'galleryImages', 'Editor.errors.tooManyPhotos'],
    ['a photo shown 0.5 s', { autoplaySpeed: '0.5' }, 'autoplaySpeed', 'Editor.errors.seconds'],
    ['a photo shown 4000 s (milliseconds typed as before)', { autoplaySpeed: '4000' }, 'autoplaySpeed', 'Editor.errors.seconds'],
    ['a change-over that is not a number', { transitionSpeed: 'fast' }, 'transitionSpeed', 'Editor.errors.seconds'],
    ['a video banner without a video', { type: 'video', videoUrl: '' }, 'videoUrl', 'Editor.errors.video'],
    ['a video that is a page', { type: 'video', videoUrl: 'https://example.com/watch' }, 'videoUrl', 'Editor.errors.video'],
    ['a script for a video', { type: 'video', videoUrl: 'javascript:alert(1).mp4' }, 'videoUrl', 'Editor.errors.video'],
    // The Content-Security-Policy is built with the site: another site's video would be blocked.
    ['a video on another site', { type: 'video', videoUrl: 'https://cdn.example.be/films/huis.webm' }, 'videoUrl', 'Editor.errors.video'],
    ['a kind of banner that does not exist', { type: 'slideshow' }, 'type', 'Editor.errors.choice'],
  ])('refuses %s', (_what, overrides, field, message) => {
    expect(errorsOf(post(overrides))[field]).toBe(message);
  });

  it("accepts a video banner with a file of the site's own", () => {
    expect(errorsOf(post({ type: 'video', videoUrl: '/videos/home.webm', videoType: 'webm' }))).toEqual({});
    expect(errorsOf(post({ type: 'video', videoUrl: '/videos/home.mp4' }))).toEqual({});
  });
});

describe('applyBannerForm', () => {
  it('changes what the form holds and keeps the photo and its phone scale', () => {
    const banner = getSiteConfig().banner;
    const form = bannerFormSchema.parse(post({ type: 'video', videoUrl: '/videos/home.mp4', showLogo: 'on', showSearch: undefined }));
    const after = applyBannerForm(banner, form);
    expect(after).toEqual({
      ...banner,
      type: 'video',
      title: texts('Titel'),
      description: texts(''),
      gallery: { images: ['/images/banner/banner-1.jpg', '/media/12-abcdef0123456789.webp'], config: { autoplaySpeed: 4000, transitionSpeed: 600 } },
      video: { url: '/videos/home.mp4', type: 'mp4' },
      showLogo: true,
      showSearch: false,
    });
    expect(after.image).toEqual(banner.image);
  });
});
