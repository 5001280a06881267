import { PropertyNotFoundBoundary } from '@/components/property/property-not-found-boundary';

/** An unknown property id: SPEC §8 'the property you ask for does not exist or is sold'. */
export default PropertyNotFoundBoundary;
