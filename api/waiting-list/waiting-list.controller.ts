import { Body } from '@nestjs/common';
import { withWebScheme } from '../../domain/forms';
import type { JoinWaitingListResponse } from '../../wire';
import { JoinWaitingListUseCase } from '../../application/use-cases/waiting-list/join-waiting-list.use-case';
import { Public } from '../common/access/access.decorators';
import { ApiPublicWrite } from '../common/http/api-error-responses.decorator';
import { RateLimit } from '../public-flow/rate-limit.guard';
import { JoinWaitingListDto } from './waiting-list.dto';
import { PublicFormController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';

@PublicFormController('waiting list', 'waiting-list')
export class WaitingListController {
  constructor(private readonly join: JoinWaitingListUseCase) {}

  @Route('POST', '/', 'JoinWaitingListResponse', {
    summary: 'Join the waiting list (a repeat of the same email within a day stores nothing new)',
    ok: 'mondayItemId is null until the board job ran',
  })
  @Public()
  @RateLimit('waitingList')
  @ApiPublicWrite(
    'waitingList',
    "'Please fill in the following required fields: ...', 'Please provide a listen link for your latest project.', or the bot check",
  )
  async create(@Body() body: JoinWaitingListDto): Promise<JoinWaitingListResponse> {
    const a = body.artistData;
    const t = (v: string | undefined) => (v ?? '').trim();
    const result = await this.join.execute(
      {
        firstName: t(a.firstName),
        surname: t(a.surname),
        artistName: t(a.artistName),
        email: t(a.email),
        phone: t(a.phone),
        country: t(a.country),
        city: t(a.city),
        instagramProfile: withWebScheme(a.instagramProfile),
        tiktokProfile: withWebScheme(a.tiktokProfile),
        spotifyProfile: withWebScheme(a.spotifyProfile),
        listenLink: withWebScheme(a.listenLink),
        projectDescription: t(a.projectDescription ?? body.projectDescription),
      },
      { formSession: body.formSession, website: body.website, emailConfirm: body.email_confirm },
    );
    return { success: true, mondayItemId: result.boardItemId, entryId: result.entryId };
  }
}
