import { ApiAnswer } from '../openapi/api-answer.decorator';
import { Body, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CorrectReleaseIdentifiersUseCase } from '../../application/use-cases/delivery/correct-release-identifiers.use-case';
import { GetReleaseDeliveryUseCase } from '../../application/use-cases/delivery/get-release-delivery.use-case';
import { RequestDeliveryUseCase } from '../../application/use-cases/delivery/request-delivery.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import type { ReleaseDeliveryResponse } from '../../contracts';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { PostAction } from '../common/route.decorators';
import { CorrectIdentifiersDto } from './release-identifiers.dto';

@StaffController('review desk (staff)', 'review-desk')
export class ReleaseDeliveryController {
  constructor(
    private readonly getDelivery: GetReleaseDeliveryUseCase,
    private readonly requestDelivery: RequestDeliveryUseCase,
    private readonly correctIdentifiers: CorrectReleaseIdentifiersUseCase,
  ) {}

  @ApiAnswer('ReleaseDeliveryResponse')
  @Get('submissions/:id/delivery')
  @ApiOperation({ summary: "The release's delivery to the stores (Queued, Delivered, Failed with the error) and its identifiers" })
  @ApiOkResponse({ description: '{ delivery: null before the first delivery, upc, isrcs }' })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  async show(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<ReleaseDeliveryResponse> {
    return this.getDelivery.execute(id);
  }

  @ApiAnswer('ReleaseDeliveryResponse')
  @PostAction('submissions/:id/delivery')
  @ApiOperation({ summary: 'Deliver the approved release (again): assigns missing identifiers and queues the delivery job' })
  @ApiOkResponse({ description: 'The release is queued; the delivery job runs in the background' })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  @ApiErrorResponse(409, 'The release is not approved or live, or an identifier range is used up')
  async deliver(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<ReleaseDeliveryResponse> {
    await this.requestDelivery.execute(id);
    return this.getDelivery.execute(id);
  }

  @ApiAnswer('ReleaseDeliveryResponse')
  @Put('submissions/:id/identifiers')
  @ApiOperation({ summary: "Set or correct the release's UPC and its tracks' ISRCs (e.g. the artist's own on a catalogue transfer)" })
  @ApiOkResponse({ description: 'The identifiers as they now are, with the delivery state' })
  @ApiInvalidInput('A malformed ISRC or UPC (the message names the rule), or no such track')
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  @ApiErrorResponse(409, 'Another recording or release already has that identifier')
  async correct(
    @Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string,
    @Body() body: CorrectIdentifiersDto,
  ): Promise<ReleaseDeliveryResponse> {
    await this.correctIdentifiers.execute(id, body);
    return this.getDelivery.execute(id);
  }
}
