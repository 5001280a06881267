import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/layout/hydration-mark';
import 'leaflet/dist/leaflet.css';
import './map-frame.css';

export const metadata: Metadata = { title: 'Map', robots: { index: false, follow: false } };

/** The embedded map frame has its own minimal document: no header, footer or site styles. */
export default function MapFrameLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
