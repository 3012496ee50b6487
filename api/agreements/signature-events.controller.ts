import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { ReceiveSignatureEventUseCase } from '../../application/use-cases/agreements/receive-signature-event.use-case';
import { AGREEMENT_OUTCOME_MESSAGES } from '../../domain/agreement';
import { Public } from '../common/access/access.decorators';
import { ApiErrorResponse } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';
import { FORMER_SIGNATURE_EVENTS_PATH } from './former-paths';

/** What Dropbox Sign expects back; any other answer makes it send the event again (and in time turn callbacks off). */
export const EVENT_RECEIVED = 'Hello API Event Received';
const MAX_EVENT_BYTES = 256 * 1024;

/** The provider posts its events as multipart/form-data with the event in a `json` field (query `json` on old apps). */
function readJsonField(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 0, fields: 10, fieldSize: MAX_EVENT_BYTES } });
    } catch {
      return reject(new AppError('invalid', AGREEMENT_OUTCOME_MESSAGES.eventUnverified));
    }
    let json: string | undefined;
    parser.on('field', (name, value, info) => {
      if (name === 'json' && !info.valueTruncated) json = value;
    });
    parser.on('error', () => reject(new AppError('invalid', AGREEMENT_OUTCOME_MESSAGES.eventUnverified)));
    parser.on('close', () =>
      json === undefined ? reject(new AppError('invalid', AGREEMENT_OUTCOME_MESSAGES.eventUnverified)) : resolve(json),
    );
    req.pipe(parser);
  });
}

/** The e-signature provider's callback URL (set it on the provider's API app): public, proven by the event hash. */
@ApiTags('agreements')
@Public()
@Controller(['agreements/signature-events', FORMER_SIGNATURE_EVENTS_PATH])
export class SignatureEventsController {
  constructor(private readonly receive: ReceiveSignatureEventUseCase) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "The e-signature provider's event callback (Dropbox Sign), proven by its event hash" })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['json'], properties: { json: { type: 'string', description: 'The event (JSON)' } } } })
  @ApiOkResponse({ description: `'${EVENT_RECEIVED}'`, content: { 'text/plain': { schema: { type: 'string', example: EVENT_RECEIVED } } } })
  @ApiErrorResponse(400, `'${AGREEMENT_OUTCOME_MESSAGES.eventUnverified}': no readable \`json\` field`)
  @ApiErrorResponse(401, `'${AGREEMENT_OUTCOME_MESSAGES.eventUnverified}': the event hash does not match (forged)`)
  @ApiErrorResponse(404, `'${AGREEMENT_OUTCOME_MESSAGES.noEventsExpected}' (the built-in signer is configured)`)
  async event(@Req() req: Request, @Res() res: Response) {
    await this.receive.execute(await readJsonField(req));
    res.status(200).type('text/plain').send(EVENT_RECEIVED);
  }
}
