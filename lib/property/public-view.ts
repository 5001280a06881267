/**
 * What the public may know of a property's or a project's location (SPEC §9 "Address display": the
 * street and number are shown only when PublishAddress is true). The store (lib/catalogue/store)
 * passes every record through here as it loads it, so no page, API answer, JSON-LD, map message,
 * search index or client component prop can carry what the rule hides: with the address hidden the
 * record has no street, house number or box, its coordinates are rounded to 0.01° (the
 * neighbourhood, about 1 km × 0.7 km in Belgium) and the distances of its points of interest are
 * measured from that rounded point (with three exact distances one could find the house again).
 */
import type { PointOfInterest, Project, Property } from '@/lib/catalogue/schemas';

/** The precision of a hidden address's coordinates, in degrees. */
export const HIDDEN_COORDINATE_STEP = 0.01;

/** Distances from a rounded point are shown to this many metres. */
const HIDDEN_DISTANCE_STEP = 100;

/** A coordinate rounded to the neighbourhood: 50.834712 → 50.83. */
export function roundedCoordinate(value: number): number {
  return Number((Math.round(value / HIDDEN_COORDINATE_STEP) * HIDDEN_COORDINATE_STEP).toFixed(2));
}

/** Straight-line metres between two points (haversine). */
function metresBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 6371000 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The points of interest as seen from the rounded point, to the nearest 100 m (at least 100 m);
 * none when the property has no coordinates to measure from.
 */
function pointsFromRounded(points: readonly PointOfInterest[], lat: number | null, lng: number | null): PointOfInterest[] {
  if (lat === null || lng === null) return [];
  return points.map((poi) => ({
    ...poi,
    Distance: Math.max(
      HIDDEN_DISTANCE_STEP,
      Math.round(metresBetween(lat, lng, poi.Latitude, poi.Longitude) / HIDDEN_DISTANCE_STEP) * HIDDEN_DISTANCE_STEP,
    ),
  }));
}

/** The property as the public may see it: itself when its address is published. */
export function publicProperty(p: Property): Property {
  if (p.PublishAddress) return p;
  const Latitude = p.Latitude === null ? null : roundedCoordinate(p.Latitude);
  const Longitude = p.Longitude === null ? null : roundedCoordinate(p.Longitude);
  return {
    ...p,
    Street: null,
    HouseNumber: null,
    BoxNr: null,
    Latitude,
    Longitude,
    PointsOfInterest: pointsFromRounded(p.PointsOfInterest, Latitude, Longitude),
  };
}

/** The project as the public may see it (PublicAddress plays the part of PublishAddress). */
export function publicProject(project: Project): Project {
  if (project.PublicAddress) return project;
  return {
    ...project,
    Street: null,
    HouseNumber: null,
    BoxNr: null,
    Latitude: project.Latitude === null ? null : roundedCoordinate(project.Latitude),
    Longitude: project.Longitude === null ? null : roundedCoordinate(project.Longitude),
  };
}
