import { COMMON_MESSAGES } from '../shared/common.messages';
import { isValidEmail } from '../shared/email';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { contributorCapMessage, MAX_CONTRIBUTORS_PER_GROUP, type ContributorGroup } from './contributor-caps';
import { CREDITS_MESSAGES } from './credits.messages';
import { productionYearMessage } from './production-year.rule';
import { isValidPercentage, summariseSplit } from './splits';
import type { TrackCredits } from './track-credits';

interface Person {
  firstName?: string;
  surname?: string;
  lastName?: string;
  email?: string;
}

function personIssues(p: Person, at: string, lastKey: 'surname' | 'lastName'): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(p.firstName)) issues.push({ field: `${at}.firstName`, message: COMMON_MESSAGES.firstNameRequired });
  if (isBlank(p[lastKey])) {
    const message = lastKey === 'surname' ? COMMON_MESSAGES.surnameRequired : CREDITS_MESSAGES.lastNameRequired;
    issues.push({ field: `${at}.${lastKey}`, message });
  }
  if (!isBlank(p.email) && !isValidEmail(p.email)) issues.push({ field: `${at}.email`, message: COMMON_MESSAGES.invalidEmail });
  return issues;
}

/** Every rule of public flow §5 Track credits; `prefix` is e.g. 'tracks[0].credits'. */
export function validateTrackCredits(credits: TrackCredits, today: Date, prefix = 'credits'): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const groups: [ContributorGroup, Person[], 'surname' | 'lastName'][] = [
    ['featuredArtists', credits.featuredArtists, 'surname'],
    ['nonFeaturedArtists', credits.nonFeaturedArtists, 'surname'],
    ['producers', credits.producers, 'surname'],
    ['songwriters', credits.songwriters, 'lastName'],
  ];
  for (const [group, people, lastKey] of groups) {
    if (people.length > MAX_CONTRIBUTORS_PER_GROUP) issues.push({ field: `${prefix}.${group}`, message: contributorCapMessage(group) });
    people.forEach((p, i) => issues.push(...personIssues(p, `${prefix}.${group}[${i}]`, lastKey)));
  }
  credits.songwriters.forEach((s, i) => {
    if (!isValidPercentage(s.percentage))
      issues.push({ field: `${prefix}.songwriters[${i}].percentage`, message: CREDITS_MESSAGES.invalidPercentage });
  });
  if (credits.songwriters.length > 0) {
    const summary = summariseSplit(credits.songwriters.map((s) => s.percentage));
    if (summary.message) issues.push({ field: `${prefix}.songwriters`, message: summary.message });
  }
  if (credits.hasMasterSplit) issues.push(...masterSplitIssues(credits, prefix));
  const year = productionYearMessage(credits.productionYear, today);
  if (year) issues.push({ field: `${prefix}.productionYear`, message: year });
  if (credits.parentalAdvisory === null)
    issues.push({ field: `${prefix}.parentalAdvisory`, message: CREDITS_MESSAGES.parentalAdvisoryRequired });
  return issues;
}

function masterSplitIssues(credits: TrackCredits, prefix: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const splits = credits.masterSplits;
  if (splits.length > MAX_CONTRIBUTORS_PER_GROUP)
    issues.push({ field: `${prefix}.masterSplits`, message: contributorCapMessage('masterSplits') });
  splits.forEach((s, i) => {
    const at = `${prefix}.masterSplits[${i}]`;
    const isNewPerson = isBlank(s.contributorId);
    if (isNewPerson && (isBlank(s.firstName) || isBlank(s.lastName) || isBlank(s.email) || s.percentage === null)) {
      issues.push({ field: at, message: CREDITS_MESSAGES.masterSplitNewPerson });
    } else if (isNewPerson && !isValidEmail(s.email)) {
      issues.push({ field: `${at}.email`, message: COMMON_MESSAGES.invalidEmail });
    }
    if (s.percentage !== null && !isValidPercentage(s.percentage))
      issues.push({ field: `${at}.percentage`, message: CREDITS_MESSAGES.invalidPercentage });
  });
  if (summariseSplit(splits.map((s) => s.percentage)).state !== 'complete') {
    issues.push({ field: `${prefix}.masterSplits`, message: CREDITS_MESSAGES.masterSplitTotal });
  }
  return issues;
}
