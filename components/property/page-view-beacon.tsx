'use client';

import { useEffect } from 'react';
import { keepUtm } from '@/components/consent/consent-storage';

/**
 * Reports one view of a property page for its owner's statistics, after the page has loaded and
 * without delaying anything (sendBeacon). Carries the campaign source kept from the landing URL.
 */
export function PageViewBeacon({ propertyId, locale }: { propertyId: number; locale: string }) {
  useEffect(() => {
    const send = () => {
      const utmSource = new URLSearchParams(keepUtm(window.location.search) ?? '').get('utm_source');
      const body = JSON.stringify({ propertyId, locale, utmSource });
      const blob = new Blob([body], { type: 'application/json' });
      if (!navigator.sendBeacon?.('/api/page-view/', blob)) {
        void fetch('/api/page-view/', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
          () => undefined,
        );
      }
    };
    if (document.readyState === 'complete') {
      send();
      return;
    }
    window.addEventListener('load', send, { once: true });
    return () => window.removeEventListener('load', send);
  }, [propertyId, locale]);
  return null;
}
