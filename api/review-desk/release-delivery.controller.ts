import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { GetReleaseDeliveryUseCase } from '../../application/use-cases/delivery/get-release-delivery.use-case';
import { RequestDeliveryUseCase } from '../../application/use-cases/delivery/request-delivery.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import type { ReleaseDeliveryResponse } from '../../contracts';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiErrorResponse, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { PostAction } from '../common/route.decorators';

@StaffController('review desk (staff)', 'review-desk')
export class ReleaseDeliveryController {
  constructor(
    private readonly getDelivery: GetReleaseDeliveryUseCase,
    private readonly requestDelivery: RequestDeliveryUseCase,
  ) {}

  @Get('submissions/:id/delivery')
  @ApiOperation({ summary: "The release's delivery to the stores (Queued, Delivered, Failed with the error) and its identifiers" })
  @ApiOkResponse({ description: '{ delivery: null before the first delivery, upc, isrcs }' })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  async show(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<ReleaseDeliveryResponse> {
    return this.getDelivery.execute(id);
  }

  @PostAction('submissions/:id/delivery')
  @ApiOperation({ summary: 'Deliver the approved release (again): assigns missing identifiers and queues the delivery job' })
  @ApiOkResponse({ description: 'The release is queued; the delivery job runs in the background' })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  @ApiErrorResponse(409, 'The release is not approved or live, or an identifier range is used up')
  async deliver(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<ReleaseDeliveryResponse> {
    await this.requestDelivery.execute(id);
    return this.getDelivery.execute(id);
  }
}
