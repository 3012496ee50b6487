import { citiesOf } from '../../../domain/places/cities';

/** The loader without the fetch of the built per-country file: the same list, straight from the domain. */
export const loadCountryCities = async (code: string) => citiesOf(code);
