'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ListMapProps } from './list-map';
import styles from './map-search.module.css';

// Leaflet, its stylesheet and the clustering load only when a visitor opens the map.
const ListMap = lazy(() => import('./list-map'));

/** The URL parameter that keeps the map open across a 'search this area' navigation and in a shared link. */
const VIEW_PARAM = 'view';

function withMapView(href: string): string {
  const url = new URL(href);
  url.searchParams.set(VIEW_PARAM, 'map');
  return url.href;
}

function withoutMapView(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(VIEW_PARAM);
  return url.href;
}

export type MapSearchTexts = { showMap: string; hideMap: string; region: string; loading: string };

/**
 * The 'Map' button of a list and the map it opens: beside the results on a wide screen, instead
 * of them on a phone (the cards stay in the page, one button away). The server renders the
 * summary and the results; without JavaScript there is no button, the list works as it is.
 */
export function MapSearch({
  summary,
  children,
  texts,
  map,
}: {
  summary: ReactNode;
  children: ReactNode;
  texts: MapSearchTexts;
  map: ListMapProps;
}) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The page is the same (prerendered) with and without the parameter: only the browser reads it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is known after hydration only
    setOpen(new URLSearchParams(window.location.search).get(VIEW_PARAM) === 'map');
    setReady(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    // While the map is open, the list's own links and filter form (its pages, other filters, the
    // area removed: the same path) keep it open.
    const samePath = (href: string) => new URL(href, window.location.href).pathname === window.location.pathname;
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      if (link && !link.hash && samePath(link.href)) link.href = withMapView(link.href);
    };
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement;
      if (form.method !== 'get' || !samePath(form.action) || form.elements.namedItem(VIEW_PARAM)) return;
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: VIEW_PARAM, value: 'map' }));
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [open]);

  const toggle = () => {
    window.history.replaceState(null, '', open ? withoutMapView(window.location.href) : withMapView(window.location.href));
    setOpen(!open);
  };

  return (
    <div className={open ? `${styles.mapLayout} ${styles.mapOpen}` : styles.mapLayout}>
      <div className={styles.toolbar}>
        {summary}
        <button
          type="button"
          className={`button button-outline ${styles.mapToggle}`}
          aria-expanded={open}
          aria-controls="list-map"
          hidden={!ready}
          onClick={toggle}
          data-testid="map-toggle"
        >
          {open ? texts.hideMap : texts.showMap}
        </button>
      </div>
      <div className={styles.mapColumns}>
        <div className={styles.results}>{children}</div>
        <div id="list-map" role="region" className={styles.mapPane} aria-label={texts.region} hidden={!open}>
          {open && (
            <Suspense fallback={<p className={styles.mapLoading}>{texts.loading}</p>}>
              <ListMap {...map} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
