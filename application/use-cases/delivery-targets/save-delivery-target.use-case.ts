import type { DeliveryTargetRequest, DeliveryTargetView } from '../../../wire/delivery-targets.wire';
import {
  checkDeliveryTarget,
  DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS,
  DEFAULT_ARTWORK_MIN_SIDE_PX,
  DELIVERY_TARGET_MESSAGES,
  type DeliveryTargetSettings,
} from '../../../domain/delivery-targets';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { DeliveryTargetRepository, DeliveryTargetWrite } from '../../ports/delivery-target.repository.port';
import { deliveryTargetView } from './delivery-target-view';

export const TARGET_NAME_TAKEN = 'Another delivery target already has that name';

export interface SaveDeliveryTargetDeps {
  targets: DeliveryTargetRepository;
  clock: Clock;
}

/** An empty secret on a change keeps the stored one (the form never shows it back, so it comes back empty). */
const secret = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** Staff add a target (`id` null) or change one; the domain checks every field, secrets stay write-only. */
export class SaveDeliveryTargetUseCase {
  constructor(private readonly deps: SaveDeliveryTargetDeps) {}

  async execute(id: string | null, request: DeliveryTargetRequest): Promise<DeliveryTargetView> {
    const { password, privateKey, acknowledgementWindowHours, artworkMinSidePx, ...fields } = request;
    const stored = id ? await this.deps.targets.find(id) : null;
    if (id && !stored) throw new AppError('not_found', DELIVERY_TARGET_MESSAGES.notFound);
    const settings: DeliveryTargetSettings = {
      ...fields,
      name: fields.name.trim(),
      hostKeySha256: fields.hostKeySha256.trim(),
      acknowledgementWindowHours: acknowledgementWindowHours ?? stored?.acknowledgementWindowHours ?? DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS,
      artworkMinSidePx: artworkMinSidePx ?? stored?.artworkMinSidePx ?? DEFAULT_ARTWORK_MIN_SIDE_PX,
    };
    const write: DeliveryTargetWrite = { ...settings, password: secret(password), privateKey: secret(privateKey) };
    const hasCredential = Boolean(write.password || write.privateKey || stored?.secrets.password || stored?.secrets.privateKey);
    const problems = checkDeliveryTarget(settings, hasCredential);
    if (problems.length > 0) throw new AppError('invalid', problems[0].message, { details: problems });
    const now = this.deps.clock.now();
    const saved = id ? await this.deps.targets.update(id, write, now) : await this.deps.targets.create(write, now);
    if (saved === null && id) throw new AppError('not_found', DELIVERY_TARGET_MESSAGES.notFound);
    if (saved === null || saved === 'name-taken') throw new AppError('conflict', TARGET_NAME_TAKEN);
    return deliveryTargetView(saved);
  }
}
