'use client';

import { useEffect, useRef, useState } from 'react';
import { MAP_FRAME_READY, type MapMessage } from '@/lib/map/map-message';
import { parseMapMessage } from '@/lib/map/parse-map-message';
import type { SiteConfig } from '@/lib/content/site-schema';

/**
 * Inside the map frame: waits for the property message posted by the page (same origin only),
 * then draws the markers with Leaflet. When tiles fail to load, markers stay and a notice shows.
 */
export function MapFrame({ tiles }: { tiles: SiteConfig['map'] }) {
  const container = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<MapMessage | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    let last = '';
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = parseMapMessage(event.data);
      // The page may send the same message twice (after 50 ms and when told the frame is ready).
      if (!parsed || JSON.stringify(parsed) === last) return;
      last = JSON.stringify(parsed);
      setMessage(parsed);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: MAP_FRAME_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!message || !container.current) return;
    document.documentElement.lang = message.messageInfo.language;
    let disposed = false;
    let cleanup = () => {};
    void import('leaflet').then((L) => {
      if (disposed || !container.current) return;
      const map = L.map(container.current, { scrollWheelZoom: false });
      const layer = L.tileLayer(message.mapType === 'satellite' ? tiles.satelliteTileUrl : tiles.tileUrl, {
        attribution: tiles.attribution,
        maxZoom: 19,
      });
      layer.on('tileerror', () => setTilesFailed(true));
      layer.addTo(map);
      const icon = L.icon({
        iconUrl: message.customMarker ?? '/images/map/marker.svg',
        iconSize: [32, 42],
        iconAnchor: [16, 42],
        popupAnchor: [0, -38],
      });
      const points = message.propertyList.map((p) => {
        const marker = L.marker([p.Latitude, p.Longitude], { icon, title: p.title, alt: p.title }).addTo(map);
        const popup = document.createElement('div');
        popup.className = 'map-popup';
        const title = document.createElement(p.url ? 'a' : 'strong');
        title.textContent = p.title;
        if (p.url && title instanceof HTMLAnchorElement) {
          title.href = p.url;
          title.target = '_top';
        }
        const price = document.createElement('div');
        price.textContent = p.price;
        popup.append(title, price);
        marker.bindPopup(popup);
        return L.latLng(p.Latitude, p.Longitude);
      });
      if (points.length === 1) map.setView(points[0]!, tiles.defaultZoom);
      else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32] });
      else map.setView([50.8466, 4.3528], 8);
      container.current.dataset.mapState = 'drawn';
      cleanup = () => map.remove();
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [message, tiles]);

  return (
    <main>
      <div ref={container} className="map" role="region" aria-label={message?.messageInfo.mapLabel || 'Map'} data-map-state="waiting" />
      {tilesFailed && message && <p className="map-notice">{message.messageInfo.tilesUnavailable}</p>}
    </main>
  );
}
