import { Body, Req } from '@nestjs/common';
import { CorrectReleaseIdentifiersUseCase } from '../../application/use-cases/delivery/correct-release-identifiers.use-case';
import { GetReleaseDeliveryUseCase } from '../../application/use-cases/delivery/get-release-delivery.use-case';
import { RequestDeliveryUseCase } from '../../application/use-cases/delivery/request-delivery.use-case';
import { RequestReleaseChangeUseCase } from '../../application/use-cases/delivery/request-release-change.use-case';
import { SetReleaseDealsUseCase } from '../../application/use-cases/delivery/set-release-deals.use-case';
import { CorrectLabelCopyUseCase } from '../../application/use-cases/label-copy/correct-label-copy.use-case';
import { GetLabelCopyUseCase } from '../../application/use-cases/label-copy/get-label-copy.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import type { LabelCopyCorrectionResponse, LabelCopyResponse, ReleaseDeliveryResponse } from '../../wire';
import type { RequestWithPrincipal } from '../common/access/principal';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { LabelCopyCorrectionDto } from './label-copy.dto';
import { CorrectIdentifiersDto } from './release-identifiers.dto';
import { ResendDto } from './resend.dto';
import { TakedownDto } from './takedown.dto';
import { ReleaseDealsDto } from './release-deals.dto';
import { Route } from '../common/route.decorators';
import { submissionId } from './submission-id.param';

/**
 * What the stores receive of a release: its label copy and identifiers, and the delivery itself. Every route is on
 * one submission, so each answers 404 for an id that is not one.
 */
@StaffController('review desk (staff)', 'review-desk/submissions/:id')
@ApiNotFoundError(SUBMISSION_NOT_FOUND)
export class ReleaseDeliveryController {
  constructor(
    private readonly getDelivery: GetReleaseDeliveryUseCase,
    private readonly requestDelivery: RequestDeliveryUseCase,
    private readonly requestChange: RequestReleaseChangeUseCase,
    private readonly correctIdentifiers: CorrectReleaseIdentifiersUseCase,
    private readonly labelCopy: GetLabelCopyUseCase,
    private readonly labelCopyCorrections: CorrectLabelCopyUseCase,
    private readonly setDeals: SetReleaseDealsUseCase,
  ) {}

  @Route('GET', 'delivery', 'ReleaseDeliveryResponse', {
    summary: "The release's delivery to the stores (Queued, Delivered, Failed with the error) and its identifiers",
    ok: 'delivery is null before the first delivery',
  })
  async show(@submissionId() id: string): Promise<ReleaseDeliveryResponse> {
    return this.getDelivery.execute(id);
  }

  @Route('POST', 'delivery', 'ReleaseDeliveryResponse', {
    summary: 'Deliver the approved release (again): assigns missing identifiers and queues the delivery job',
    ok: 'The release is queued; the delivery job runs in the background',
    refuses: { 409: 'The release is not approved or live, or an identifier range is used up' },
  })
  async deliver(@submissionId() id: string): Promise<ReleaseDeliveryResponse> {
    return this.deliveryAfter(id, this.requestDelivery.execute(id));
  }

  @Route('POST', 'delivery/update', 'ReleaseDeliveryResponse', {
    summary: 'Send the delivered release to every store again, whole and as it now is (an ERN 4 statement of truth)',
    ok: 'The update is queued; the delivery job sends it in the background, exactly once per store',
    refuses: { 409: 'The release is not approved or live, or the stores do not have it yet' },
  })
  async update(@submissionId() id: string): Promise<ReleaseDeliveryResponse> {
    return this.deliveryAfter(id, this.requestChange.execute(id, { kind: 'update' }));
  }

  @Route('POST', 'delivery/takedown', 'ReleaseDeliveryResponse', {
    summary: 'Take the delivered release down from the stores named (every one by default): its message without deals',
    ok: 'The takedown is queued; the delivery job sends it in the background, exactly once per store; the others keep theirs',
    refuses: {
      400: 'No reason given, or one longer than 500 characters; an empty list of stores, or a store the label does not have',
      409: 'The release is not approved or live, or the stores do not have it yet',
    },
  })
  async takedown(@submissionId() id: string, @Body() body: TakedownDto): Promise<ReleaseDeliveryResponse> {
    const { reason, targetIds, reasonShown } = body;
    return this.deliveryAfter(id, this.requestChange.execute(id, { kind: 'takedown', reason, targetIds, reasonShown }));
  }

  @Route('POST', 'delivery/resend', 'ReleaseDeliveryResponse', {
    summary: 'Send one store (one that rejected the release) what it holds again, in a new batch: the release, or its takedown',
    ok: 'The resend is queued; the other stores keep what they have',
    refuses: {
      400: 'No target id, or one the label does not have',
      409: 'The release is not approved or live, or that store was never sent it',
    },
  })
  async resend(@submissionId() id: string, @Body() body: ResendDto): Promise<ReleaseDeliveryResponse> {
    return this.deliveryAfter(id, this.requestChange.execute(id, { kind: 'resend', targetId: body.targetId }));
  }

  @Route('PUT', 'delivery/deals', 'ReleaseDeliveryResponse', {
    summary: "Set the release's deal choices: a timed start (HH:MM UTC) and the uses withheld per track (streaming, download)",
    ok: 'The choices as they now are, with the delivery state; an update with them is queued to each store that has the release',
    refuses: {
      400: 'A start time that is not HH:MM, an unknown use, no such track, a track given twice or left without any use',
    },
  })
  async deals(@submissionId() id: string, @Body() body: ReleaseDealsDto): Promise<ReleaseDeliveryResponse> {
    return this.deliveryUpdatedBy(id, this.setDeals.execute(id, body));
  }

  @Route('PUT', 'identifiers', 'ReleaseDeliveryResponse', {
    summary: "Set or correct the release's UPC and its tracks' ISRCs (e.g. the artist's own on a catalogue transfer)",
    ok: 'The identifiers as they now are, with the delivery state; a change is queued as an update to each store that has the release',
    refuses: {
      400: 'A malformed ISRC or UPC (the message names the rule), or no such track',
      409: 'Another recording or release already has that identifier',
    },
  })
  async correct(@submissionId() id: string, @Body() body: CorrectIdentifiersDto): Promise<ReleaseDeliveryResponse> {
    return this.deliveryUpdatedBy(id, this.correctIdentifiers.execute(id, body));
  }

  @Route('GET', 'label-copy', 'LabelCopyResponse', {
    summary: "The release's label copy (title, genres, ℗/© lines, label, each track's title, version, language, explicit)",
    ok: 'The stored values (a blank ℗/© year, owner or label name means the default) and the defaults',
  })
  async showLabelCopy(@submissionId() id: string): Promise<LabelCopyResponse> {
    return this.labelCopy.execute(id);
  }

  @Route('PATCH', 'label-copy', 'LabelCopyCorrectionResponse', {
    summary: "Correct the release's label copy: each changed line goes on the timeline the artist reads",
    refuses: {
      400: 'A value the domain refuses (℗/© year, genre, lyrics language, length), no such track, or nothing to correct',
      409: 'The release is a draft or rejected: its label copy is not corrected',
    },
  })
  async correctLabelCopy(
    @submissionId() id: string,
    @Body() body: LabelCopyCorrectionDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<LabelCopyCorrectionResponse> {
    return this.labelCopyCorrections.execute(id, body, req.principal!);
  }

  /** The delivery as it is once `change` (a delivery or a change to it, queued) is done. */
  private async deliveryAfter(id: string, change: Promise<unknown>): Promise<ReleaseDeliveryResponse> {
    await change;
    return this.getDelivery.execute(id);
  }

  /** The delivery once `correction` is done, with the stores the correction queued an update to. */
  private async deliveryUpdatedBy(id: string, correction: Promise<string[]>): Promise<ReleaseDeliveryResponse> {
    const updateQueuedTo = await correction;
    return { ...(await this.getDelivery.execute(id)), updateQueuedTo };
  }
}
