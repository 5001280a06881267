'use client';

import { useEffect, useRef } from 'react';
import { isMapFrameReady, MAP_MESSAGE_DELAY_MS, type MapMessage } from '@/lib/map/map-message';
import styles from './property-map.module.css';

/**
 * The property map: an embedded, lazily loaded map frame that receives its properties by
 * postMessage 50 ms after it has loaded (SPEC §7), and again when the frame says it listens
 * (lib/map/map-message MAP_FRAME_READY), in case its script was not running yet.
 */
export function PropertyMap({ message, title }: { message: MapMessage; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onReady = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || event.source !== target || !isMapFrameReady(event.data)) return;
      target?.postMessage(message, window.location.origin);
    };
    window.addEventListener('message', onReady);
    // A frame that loaded before this page's script ran has told nobody: send now (it listens by then
    // or says so later; it takes the same message once).
    if (frame.current?.contentDocument?.readyState === 'complete') {
      frame.current.contentWindow?.postMessage(message, window.location.origin);
    }
    return () => window.removeEventListener('message', onReady);
  }, [message]);
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
