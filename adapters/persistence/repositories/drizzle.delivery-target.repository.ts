import { asc, eq } from 'drizzle-orm';
import type {
  DeliveryTarget,
  DeliveryTargetRepository,
  DeliveryTargetWrite,
} from '../../../application/ports/delivery-target.repository.port';
import { AUDIO_FORMATS, CHOREOGRAPHIES, MESSAGE_CONTROLS } from '../../../domain/delivery-targets';
import type { Database } from '../database';
import { deliveryTargets } from '../schema';
import { scopedDb } from '../unit-of-work';
import { deletedAny } from './query-helpers';
import { isUniqueViolation } from '../unique-violation';

type Row = typeof deliveryTargets.$inferSelect;

const pick = <T extends string>(allowed: readonly T[], value: string): T => allowed.find((a) => a === value) ?? allowed[0];

function toTarget(row: Row): DeliveryTarget {
  const { password, privateKey, configKey: _configKey, ...rest } = row;
  return {
    ...rest,
    choreography: pick(CHOREOGRAPHIES, row.choreography),
    messageControl: pick(MESSAGE_CONTROLS, row.messageControl),
    audioFormat: pick(AUDIO_FORMATS, row.audioFormat),
    secrets: { password, privateKey },
  };
}

/** The columns a write sets: a secret left undefined is not touched. */
function columns(target: DeliveryTargetWrite) {
  const { password, privateKey, ...settings } = target;
  return { ...settings, ...(password !== undefined ? { password } : {}), ...(privateKey !== undefined ? { privateKey } : {}) };
}

export class DrizzleDeliveryTargetRepository implements DeliveryTargetRepository {
  constructor(private readonly root: Database) {}

  async list(): Promise<DeliveryTarget[]> {
    const rows = await scopedDb(this.root).select().from(deliveryTargets).orderBy(asc(deliveryTargets.name));
    return rows.map(toTarget);
  }

  async find(id: string): Promise<DeliveryTarget | null> {
    const [row] = await scopedDb(this.root).select().from(deliveryTargets).where(eq(deliveryTargets.id, id));
    return row ? toTarget(row) : null;
  }

  async create(target: DeliveryTargetWrite, at: Date): Promise<DeliveryTarget | null> {
    try {
      const [row] = await scopedDb(this.root)
        .insert(deliveryTargets)
        .values({ ...columns(target), createdAt: at, updatedAt: at })
        .returning();
      return toTarget(row);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async update(id: string, target: DeliveryTargetWrite, at: Date): Promise<DeliveryTarget | null | 'name-taken'> {
    try {
      const [row] = await scopedDb(this.root)
        .update(deliveryTargets)
        .set({ ...columns(target), updatedAt: at })
        .where(eq(deliveryTargets.id, id))
        .returning();
      return row ? toTarget(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }

  async remove(id: string): Promise<boolean> {
    return deletedAny(scopedDb(this.root), deliveryTargets, eq(deliveryTargets.id, id));
  }

  async ensureConfigured(configKey: string, target: DeliveryTargetWrite, at: Date): Promise<void> {
    await scopedDb(this.root)
      .insert(deliveryTargets)
      .values({ ...columns(target), configKey, createdAt: at, updatedAt: at })
      .onConflictDoNothing();
  }
}
