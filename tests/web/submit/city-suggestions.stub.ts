import { suggestCities } from '../../../domain/places/cities';

/** The loader without the dynamic import Jest's CommonJS runtime cannot run. */
export const loadCitySuggestions = async () => suggestCities;
