'use client';

import { useRef } from 'react';
import { MAP_MESSAGE_DELAY_MS, type MapMessage } from '@/lib/map/map-message';
import styles from './property-map.module.css';

/**
 * The property map: an embedded, lazily loaded map frame that receives its properties by
 * postMessage 50 ms after it has loaded (SPEC §7).
 */
export function PropertyMap({ message, title }: { message: MapMessage; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <div className={styles.map}>
      <iframe
        ref={frame}
        src="/map-frame/"
        title={title}
        loading="lazy"
        className={styles.frame}
        onLoad={() => {
          window.setTimeout(
            () => frame.current?.contentWindow?.postMessage(message, window.location.origin),
            MAP_MESSAGE_DELAY_MS,
          );
        }}
      />
    </div>
  );
}
