// Folder of the per-country city files, set at build by web/plugins/city-files.plugin.ts (content-hashed, long-cached).
declare const __HARBOUR_CITY_FILES__: string;

/**
 * One country's city names (ISO alpha-2 code), fetched when the artist picks it — never the world list; the
 * query cache keeps each country's answer for the tab (a seam tests replace).
 */
export async function loadCountryCities(code: string): Promise<readonly string[]> {
  const response = await fetch(`${__HARBOUR_CITY_FILES__}/${encodeURIComponent(code)}.json`);
  if (!response.ok) throw new Error(`City list for ${code}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every((c) => typeof c === 'string')) throw new Error(`City list for ${code}: not a list of names`);
  return body;
}
