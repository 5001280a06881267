/**
 * The home banner's display settings from the banner screen: what the banner shows (one
 * photo, a gallery, a video), the gallery's photos and speeds, the video, the logo and the search.
 * Pure: the action parses the form (lib/forms/staff bannerFormSchema) and saves what this returns.
 */
import type { BannerForm } from '@/lib/forms/staff';
import type { SiteConfig } from './site-schema';

type Banner = SiteConfig['banner'];

/** The banner with the form's texts and display settings; everything the form does not hold is kept. */
export function applyBannerForm(banner: Banner, form: BannerForm): Banner {
  return {
    ...banner,
    type: form.type,
    title: form.title,
    description: form.description,
    gallery: {
      images: form.galleryImages,
      config: { autoplaySpeed: form.autoplaySpeed, transitionSpeed: form.transitionSpeed },
    },
    video: { url: form.videoUrl, type: form.videoType },
    showLogo: form.showLogo,
    showSearch: form.showSearch,
  };
}
