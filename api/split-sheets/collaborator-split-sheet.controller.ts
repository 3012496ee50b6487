import { Body, Controller, Get, Headers, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AnswerSplitSheetUseCase } from '../../application/use-cases/split-sheets/answer-split-sheet.use-case';
import { CollaboratorAudioUseCase } from '../../application/use-cases/split-sheets/collaborator-audio.use-case';
import { CollaboratorPageUseCase } from '../../application/use-cases/split-sheets/collaborator-page.use-case';
import { SignSplitSheetUseCase } from '../../application/use-cases/split-sheets/sign-split-sheet.use-case';
import { SplitSheetPdfUseCase } from '../../application/use-cases/split-sheets/split-sheet-pdf.use-case';
import type { SignUrlResponse } from '../../wire/agreement.wire';
import type { SplitSheetAnswerResponse, SplitSheetPageResponse } from '../../wire/split-sheet.wire';
import { SPLIT_SHEET_MESSAGES } from '../../domain/split-sheets';
import { Public } from '../common/access/access.decorators';
import { ApiBinaryOk, ApiErrorResponse } from '../common/http/api-error-responses.decorator';
import { Route } from '../common/route.decorators';
import { AgreeSplitSheetDto, DeclineSplitSheetDto, OpenSplitSigningDto } from './split-sheets.dto';
import { sendPdf, sendServedFile } from './served-file';

const REFUSED = {
  404: `'${SPLIT_SHEET_MESSAGES.linkInvalid}' (an unknown or forged link)`,
  410: `'${SPLIT_SHEET_MESSAGES.linkExpired}'`,
};
const signerOf = (req: Request) => ({ ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' });

/** A collaborator's page behind their private link: no account, the token is the only credential (never logged). */
@ApiTags('split sheets')
@Public()
@Controller('split-sheets')
export class CollaboratorSplitSheetController {
  constructor(
    private readonly page: CollaboratorPageUseCase,
    private readonly answers: AnswerSplitSheetUseCase,
    private readonly audio: CollaboratorAudioUseCase,
    private readonly pdf: SplitSheetPdfUseCase,
    private readonly signing: SignSplitSheetUseCase,
  ) {}

  @Route('GET', ':token', 'SplitSheetPageResponse', {
    summary: 'The collaborator’s split sheets (their tracks of the release, current version)',
    refuses: REFUSED,
  })
  async show(@Param('token') token: string): Promise<SplitSheetPageResponse> {
    return { success: true, ...(await this.page.execute(token)) };
  }

  @Route('POST', ':token/agree', 'SplitSheetAnswerResponse', {
    summary: 'Agree to every open share on the link by signing (built-in signer: typed name and consent)',
    refuses: {
      ...REFUSED,
      400: 'No name, a name unlike the sheet’s, no consent, or a sheet that changed',
      409: SPLIT_SHEET_MESSAGES.alreadyAnswered,
    },
  })
  async agree(@Param('token') token: string, @Body() body: AgreeSplitSheetDto, @Req() req: Request): Promise<SplitSheetAnswerResponse> {
    await this.answers.agree(token, body, signerOf(req));
    return { success: true, state: 'agreed' };
  }

  @Route('POST', ':token/sign-url', 'SignUrlResponse', {
    summary: 'Open the label’s e-signature provider’s signer (Dropbox Sign embedded) for the sheet shown',
    ok: 'A short-lived embedded sign link; the provider’s signed callback records the agreement',
    refuses: {
      ...REFUSED,
      404: `${REFUSED[404]}, or '${SPLIT_SHEET_MESSAGES.signHere}' (the built-in signer is configured)`,
      400: SPLIT_SHEET_MESSAGES.sheetChanged,
      409: SPLIT_SHEET_MESSAGES.alreadyAnswered,
    },
  })
  async signUrl(@Param('token') token: string, @Body() body: OpenSplitSigningDto): Promise<SignUrlResponse> {
    return { success: true, ...(await this.signing.open(token, body.documentSha256)) };
  }

  @Route('POST', ':token/decline', 'SplitSheetAnswerResponse', {
    summary: 'Decline the open shares on the link with a reason (mailed to the artist and the assigned staff member)',
    refuses: { ...REFUSED, 400: SPLIT_SHEET_MESSAGES.reasonRequired, 409: SPLIT_SHEET_MESSAGES.alreadyAnswered },
  })
  async decline(@Param('token') token: string, @Body() body: DeclineSplitSheetDto, @Req() req: Request): Promise<SplitSheetAnswerResponse> {
    await this.answers.decline(token, body, signerOf(req));
    return { success: true, state: 'declined' };
  }

  @Get(':token/pdf')
  @ApiOperation({ summary: 'The signer’s signed split sheet (PDF naming each ISRC and audio SHA-256)' })
  @ApiBinaryOk('The signed split sheet', 'application/pdf')
  @ApiErrorResponse(404, 'Unknown link, or nothing signed yet')
  async signedPdf(@Param('token') token: string, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.pdf.forLink(token), 'split-sheet.pdf');
  }

  @Get(':token/audio/:trackKey')
  @ApiOperation({ summary: 'The audio of one of the collaborator’s tracks (Range supported)' })
  @ApiBinaryOk('The track’s audio', 'audio/wav')
  @ApiErrorResponse(404, 'Unknown link or track')
  async trackAudio(
    @Param('token') token: string,
    @Param('trackKey') trackKey: string,
    @Headers('range') range: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    sendServedFile(res, await this.audio.execute(token, trackKey, range));
  }
}
