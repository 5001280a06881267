/** SPEC §2.1: any path containing 'preview' is in preview mode. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('preview');
}

/** '/preview/fr/a-vendre/' serves '/fr/a-vendre/' in preview mode; other paths are left alone. */
export function previewTarget(pathname: string): string | null {
  const match = /^\/preview(\/.*)?$/i.exec(pathname);
  if (!match) return null;
  return match[1] && match[1] !== '/' ? match[1] : '/';
}
