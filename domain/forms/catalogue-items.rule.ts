import { CATALOGUE_MESSAGES } from '../catalogue/catalogue.messages';
import { catalogueLinkKey, parseCatalogueLink } from '../catalogue/catalogue-link';
import type { FieldIssue } from '../shared/field-issue';
import { webLinkIssue } from './link.rules';
import { SERVER_SUBMISSION_MESSAGES } from './server-submission.messages';
import type { CatalogueLookup } from './submission-facts';

/** Every catalogue item is a Spotify track or album link the catalogue knows, each release listed once. */
export function catalogueItemIssues(
  items: readonly { spotifyUrl?: string | null }[],
  lookups: ReadonlyMap<string, CatalogueLookup>,
): FieldIssue[] {
  return items.flatMap((item, i) => {
    const field = `catalogueItems[${i}].spotifyUrl`;
    const parsed = parseCatalogueLink(item.spotifyUrl);
    if ('error' in parsed) return [{ field, message: parsed.error }];
    const web = webLinkIssue(item.spotifyUrl, field);
    if (web) return [web];
    const key = catalogueLinkKey(item.spotifyUrl);
    if (items.slice(0, i).some((earlier) => catalogueLinkKey(earlier.spotifyUrl) === key))
      return [{ field, message: CATALOGUE_MESSAGES.alreadyAdded }];
    return lookups.get((item.spotifyUrl ?? '').trim()) === 'missing'
      ? [{ field, message: SERVER_SUBMISSION_MESSAGES.catalogueItemNotFound }]
      : [];
  });
}
