// Build step (called by web/plugins/city-files.plugin.ts): every listed country's city names, from the domain's own
// citiesOf, printed as one JSON object { "GB": [...], ... }. The plugin writes one file per country so the browser
// downloads only the picked country's cities. Run alone: `node scripts/run-ts.cjs scripts/generate-city-files.ts`.
import { COUNTRIES } from '../domain/places';
import { citiesOf } from '../domain/places/cities';

const lists: Record<string, readonly string[]> = Object.fromEntries(COUNTRIES.map((country) => [country.code, citiesOf(country.code)]));
process.stdout.write(JSON.stringify(lists));
