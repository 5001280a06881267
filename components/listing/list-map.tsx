'use client';

import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import type { SiteConfig } from '@/lib/content/site-schema';
import type { ListMarker } from '@/lib/listing/list-markers';
import { listQueryHref, type ListQuery, type MapBounds } from '@/lib/listing/list-query';
import styles from './list-map.module.css';

export type ListMapTexts = {
  searchArea: string;
  cluster: string; // '{count} properties, zoom in'
  zoomIn: string;
  zoomOut: string;
  closeCard: string;
  onMap: string; // '{count} properties on the map…'
  markersFailed: string;
  tilesUnavailable: string;
};

export type ListMapProps = {
  /** The list's markers (app/api/list-markers) for its current filters. */
  markersUrl: string;
  /** The list page's path and query: 'search this area' goes there with the map's bounds. */
  path: string;
  query: ListQuery;
  tiles: Pick<SiteConfig['map'], 'tileUrl' | 'attribution'>;
  texts: ListMapTexts;
};

/** Belgium, when there is nothing to fit the map to. */
const DEFAULT_VIEW = { center: [50.6, 4.6] as [number, number], zoom: 7 };
const PIN = { iconUrl: '/images/map/marker.svg', iconSize: [32, 42] as [number, number], iconAnchor: [16, 42] as [number, number] };

/** Leaflet makes markers focusable buttons but answers Enter only for its own popups. */
function onActivate(marker: L.Marker, action: () => void) {
  marker.on('click', action);
  marker.on('keypress', (e) => {
    const key = (e as L.LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') {
      (e as L.LeafletKeyboardEvent).originalEvent.preventDefault();
      action();
    }
  });
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function boundsOf(map: L.Map): MapBounds {
  const b = map.getBounds();
  return {
    south: clamp(b.getSouth(), -90, 90),
    west: clamp(b.getWest(), -180, 180),
    north: clamp(b.getNorth(), -90, 90),
    east: clamp(b.getEast(), -180, 180),
  };
}

type Point = { i: number };

/**
 * The list map: the markers of every property that passes the list's filters and has a public
 * address, clustered by supercluster where they are dense (a cluster zooms in when chosen), a card
 * for a chosen marker, and 'Search this area' once the visitor has moved the map, which loads the
 * list for the map's bounds (the server filters it; `view=map` keeps the map open). The map fits
 * the list's area when it has one. When tiles fail, the markers stay and a notice says so.
 */
export default function ListMap({ markersUrl, path, query, tiles, texts }: ListMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const cardLink = useRef<HTMLAnchorElement>(null);
  const chosenElement = useRef<HTMLElement | null>(null);
  /** A move the map makes itself (bringing a chosen marker into view) does not offer 'Search this area'. */
  const ownMove = useRef(false);
  const [markers, setMarkers] = useState<ListMarker[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [chosen, setChosen] = useState<ListMarker | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ListMarker[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setMarkers, (e: unknown) => {
        if (!controller.signal.aborted) setFailed(true);
        return e;
      });
    return () => controller.abort();
  }, [markersUrl]);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { zoomControl: false });
    mapRef.current = map;
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
    L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    const area = query.bounds;
    if (area) map.fitBounds([[area.south, area.west], [area.north, area.east]], { animate: false });
    else map.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom, { animate: false });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tiles, query.bounds, texts.zoomIn, texts.zoomOut]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !markers) return;
    const layer = L.layerGroup().addTo(map);
    const index = new Supercluster<Point>({ radius: 56, maxZoom: 17 });
    index.load(markers.map((m, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [m.lng, m.lat] } })));
    const pin = L.icon(PIN);

    const draw = () => {
      // Markers are drawn anew after each move: a focused one keeps the focus in its new element.
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.markerId : undefined;
      layer.clearLayers();
      const b = boundsOf(map);
      for (const feature of index.getClusters([b.west, b.south, b.east, b.north], Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const count = props.point_count;
          const size = count < 10 ? 40 : count < 50 ? 48 : 56;
          const label = texts.cluster.replace('{count}', String(count));
          const marker = L.marker([lat, lng], {
            icon: L.divIcon({ html: `<span aria-hidden="true">${count}</span>`, className: styles.cluster, iconSize: [size, size] }),
            title: label,
          }).addTo(layer);
          marker.getElement()?.setAttribute('aria-label', label);
          onActivate(marker, () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), 18)));
          continue;
        }
        const m = markers[(props as Point).i]!;
        const name = `${m.title}, ${m.city}, ${m.price}`;
        const marker = L.marker([lat, lng], { icon: pin, title: name, alt: name }).addTo(layer);
        const element = marker.getElement();
        element?.setAttribute('data-marker-id', String(m.id));
        if (chosenElement.current?.dataset.markerId === String(m.id)) chosenElement.current = element ?? null;
        if (focused === String(m.id)) element?.focus();
        onActivate(marker, () => {
          chosenElement.current = element ?? null;
          setChosen(m);
          // The card covers the foot of the map (about 190 px with its margin): a marker there moves
          // up just above it.
          const y = map.latLngToContainerPoint([lat, lng]).y;
          const height = map.getSize().y;
          const limit = Math.max(height - 190, height * 0.4);
          if (y > limit) {
            ownMove.current = true;
            map.panBy([0, y - limit]);
          }
        });
      }
    };

    if (!query.bounds && markers.length > 0) {
      map.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng])), { padding: [40, 40], maxZoom: 15, animate: false });
    }
    draw();
    // Only the visitor's own moves (drag, zoom, a cluster) offer 'Search this area'; the fits above are done.
    const onMove = () => {
      draw();
      if (ownMove.current) ownMove.current = false;
      else setMoved(true);
    };
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
      layer.remove();
    };
  }, [markers, query.bounds, texts.cluster]);

  useEffect(() => {
    if (chosen) cardLink.current?.focus();
  }, [chosen]);

  const closeCard = () => {
    setChosen(null);
    const back = chosenElement.current;
    if (back?.isConnected) back.focus();
    else container.current?.focus();
  };

  const searchArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const href = listQueryHref(path, { ...query, bounds: boundsOf(map), page: 1 });
    // A document navigation: the list for the new URL is rendered by the server (the list-query
    // route behind proxy.ts), exactly as the shared link will be.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${href}${href.includes('?') ? '&' : '?'}view=map`);
  };

  return (
    <div className={styles.frame} data-testid="list-map">
      <div className={styles.stage}>
        <div ref={container} className={styles.map} data-map-state={markers ? 'drawn' : 'waiting'} />
        {moved && (
          <button type="button" className={`button button-accent ${styles.searchArea}`} onClick={searchArea}>
            {texts.searchArea}
          </button>
        )}
        {chosen && (
          <div
            className={styles.card}
            data-testid="map-card"
            onKeyDown={(e) => {
              if (e.key === 'Escape') closeCard();
            }}
          >
            <div className={styles.photo}>
              {chosen.photo && (
                // eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes, made on the server
                <img {...chosen.photo} alt="" />
              )}
            </div>
            <div className={styles.cardBody}>
              <p className={styles.cardType}>
                {chosen.type} · {chosen.city}
              </p>
              <a ref={cardLink} href={chosen.href} className={styles.cardLink}>
                {chosen.title}
              </a>
              <p className={styles.cardPrice}>{chosen.price}</p>
            </div>
            <button type="button" className={styles.close} aria-label={texts.closeCard} onClick={closeCard}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
      <p className={styles.status} role="status">
        {failed ? texts.markersFailed : markers ? texts.onMap.replace('{count}', String(markers.length)) : ''}
        {tilesFailed && ` ${texts.tilesUnavailable}`}
      </p>
    </div>
  );
}
