import {
  AUDIO_FORMATS,
  CHOREOGRAPHIES,
  COMMERCIAL_MODELS,
  DELIVERY_TARGET_LIMITS as L,
  type DeliveryTargetSettings,
  MESSAGE_CONTROLS,
  USE_TYPES,
} from './delivery-target';
import { DELIVERY_TARGET_MESSAGES as M } from './delivery-target.messages';
import type { FieldIssue } from '../shared/field-issue';

const PARTY_ID = /^PADPIDA[A-Za-z0-9]+$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^\[?[0-9a-fA-F:]+\]?$/;
const HOST_KEY = /^SHA256:[A-Za-z0-9+/]{43}$/;
const TERRITORY = /^([A-Z]{2}|Worldwide)$/;

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T => (allowed as readonly string[]).includes(value);
const plain = (text: string, max: number) => text.trim().length > 0 && text.length <= max;

/**
 * Every rule a target's settings must meet, as field problems (empty when it is whole). `hasCredential`: a password or
 * private key is given now or already stored.
 */
export function checkDeliveryTarget(t: DeliveryTargetSettings, hasCredential: boolean): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const refuse = (field: string, message: string) => problems.push({ field, message });
  if (!plain(t.name, L.nameMax)) refuse('name', M.nameRequired);
  if (!PARTY_ID.test(t.partyId)) refuse('partyId', M.partyId);
  if (!plain(t.partyName, L.textMax)) refuse('partyName', M.partyName);
  if (!HOST.test(t.host)) refuse('host', M.host);
  if (!Number.isInteger(t.port) || t.port < 1 || t.port > 65535) refuse('port', M.port);
  if (!plain(t.username, L.textMax)) refuse('username', M.username);
  if (!hasCredential) refuse('password', M.credential);
  if (t.hostKeySha256 !== '' && !HOST_KEY.test(t.hostKeySha256)) refuse('hostKeySha256', M.hostKey);
  if (!t.folder.startsWith('/') || t.folder.length > L.textMax || [...t.folder].some((char) => char.charCodeAt(0) < 0x20))
    refuse('folder', M.folder);
  if (!oneOf(CHOREOGRAPHIES, t.choreography)) refuse('choreography', M.choice('choreography', CHOREOGRAPHIES));
  if (!oneOf(MESSAGE_CONTROLS, t.messageControl)) refuse('messageControl', M.choice('messageControl', MESSAGE_CONTROLS));
  if (!oneOf(AUDIO_FORMATS, t.audioFormat)) refuse('audioFormat', M.choice('audioFormat', AUDIO_FORMATS));
  if (!Number.isInteger(t.leadTimeBusinessDays) || t.leadTimeBusinessDays < 0 || t.leadTimeBusinessDays > L.leadTimeMax)
    refuse('leadTimeBusinessDays', M.leadTime);
  const ackHours = t.acknowledgementWindowHours;
  if (!Number.isInteger(ackHours) || ackHours < 1 || ackHours > L.acknowledgementWindowMaxHours)
    refuse('acknowledgementWindowHours', M.acknowledgementWindow);
  const artworkMin = t.artworkMinSidePx;
  if (!Number.isInteger(artworkMin) || artworkMin < L.artworkMinSidePxLowest || artworkMin > L.artworkMinSidePxHighest)
    refuse('artworkMinSidePx', M.artworkMinimum);
  if (t.deals.length === 0 || t.deals.length > L.dealsMax) refuse('deals', M.deals);
  for (const deal of t.deals) {
    if (deal.territories.length === 0 || deal.commercialModels.length === 0 || deal.useTypes.length === 0) refuse('deals', M.dealEmpty);
    const badTerritory = deal.territories.find((code) => !TERRITORY.test(code));
    if (badTerritory !== undefined) refuse('deals', M.territory(badTerritory));
    const badModel = deal.commercialModels.find((model) => !oneOf(COMMERCIAL_MODELS, model));
    if (badModel !== undefined) refuse('deals', M.choice('commercialModels', COMMERCIAL_MODELS));
    const badUse = deal.useTypes.find((use) => !oneOf(USE_TYPES, use));
    if (badUse !== undefined) refuse('deals', M.choice('useTypes', USE_TYPES));
  }
  return problems;
}
