import { MapFrame } from '@/components/property/map-frame';
import { getSiteConfig } from '@/lib/content/site';

/** The map frame of SPEC §7: static; it waits for the page to post the properties to show. */
export default function MapFramePage() {
  const { map } = getSiteConfig();
  return <MapFrame tiles={map} />;
}
