import { PropertyNotFound } from '@/components/property/property-not-found';

/** An unknown property id: SPEC §8 'the property you ask for does not exist or is sold'. */
export default PropertyNotFound;
