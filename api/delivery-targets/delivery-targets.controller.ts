import { Body } from '@nestjs/common';
import { ListDeliveryTargetsUseCase } from '../../application/use-cases/delivery-targets/list-delivery-targets.use-case';
import { RemoveDeliveryTargetUseCase } from '../../application/use-cases/delivery-targets/remove-delivery-target.use-case';
import { SaveDeliveryTargetUseCase, TARGET_NAME_TAKEN } from '../../application/use-cases/delivery-targets/save-delivery-target.use-case';
import type { DeliveryTargetResponse, DeliveryTargetsResponse, MessageResponse } from '../../wire';
import { DELIVERY_TARGET_MESSAGES } from '../../domain/delivery-targets';
import { StaffController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';
import { DeliveryTargetDto } from './delivery-target.dto';
import { targetId } from './target-id.param';

const REFUSED = 'A field the domain refuses (the message names it; details lists every field)';

/** The stores and distributors the label delivers to (staff only); passwords and keys go in and never come back. */
@StaffController('delivery targets (staff)', 'staff/delivery-targets')
export class DeliveryTargetsController {
  constructor(
    private readonly listTargets: ListDeliveryTargetsUseCase,
    private readonly saveTarget: SaveDeliveryTargetUseCase,
    private readonly removeTarget: RemoveDeliveryTargetUseCase,
  ) {}

  @Route('GET', '/', 'DeliveryTargetsResponse', { summary: 'Every delivery target, by name' })
  async list(): Promise<DeliveryTargetsResponse> {
    return { success: true, targets: await this.listTargets.execute() };
  }

  @Route('POST', '/', 'DeliveryTargetResponse', {
    summary: 'Add a delivery target',
    ok: 'Secrets only as hasPassword / hasPrivateKey',
    status: 201,
    refuses: { 400: REFUSED, 409: TARGET_NAME_TAKEN },
  })
  async create(@Body() body: DeliveryTargetDto): Promise<DeliveryTargetResponse> {
    return { success: true, target: await this.saveTarget.execute(null, body) };
  }

  @Route('PUT', ':id', 'DeliveryTargetResponse', {
    summary: 'Change a delivery target (an empty or absent secret keeps the stored one)',
    refuses: { 400: REFUSED, 404: DELIVERY_TARGET_MESSAGES.notFound, 409: TARGET_NAME_TAKEN },
  })
  async update(@targetId() id: string, @Body() body: DeliveryTargetDto): Promise<DeliveryTargetResponse> {
    return { success: true, target: await this.saveTarget.execute(id, body) };
  }

  @Route('DELETE', ':id', 'MessageResponse', {
    summary: 'Remove a delivery target',
    refuses: { 404: DELIVERY_TARGET_MESSAGES.notFound },
  })
  async remove(@targetId() id: string): Promise<MessageResponse> {
    await this.removeTarget.execute(id);
    return { success: true, message: 'Delivery target removed' };
  }
}
