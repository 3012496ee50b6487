import { Body, Controller, Req } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import type { LostCodeRequest, LostCodeResponse } from '../../contracts';
import { SendLostCodeUseCase } from '../../application/use-cases/identity/send-lost-code.use-case';
import { LOST_CODE_MESSAGES } from '../../domain/access';
import { Public } from '../common/access/access.decorators';
import { IsDomainEmail } from '../common/http/domain-email.decorator';
import { Route } from '../common/route.decorators';
import { INVALID_INPUT } from '../common/http/api-error-responses.decorator';

export class LostCodeDto implements LostCodeRequest {
  @ApiProperty({ description: 'The address the invitation was sent to', example: 'artist@example.com' })
  @IsString()
  @MaxLength(254)
  @IsDomainEmail()
  email!: string;
}

@ApiTags('auth')
@Controller()
export class LostCodeController {
  constructor(private readonly sendLostCode: SendLostCodeUseCase) {}

  @Route('POST', 'auth/artist/lost-code', 'LostCodeResponse', {
    summary: "'Lost your code?': mail a fresh sign-in code to the artist's own address",
    ok: `'${LOST_CODE_MESSAGES.sent}', the same for known and unknown addresses`,
    refuses: { 400: INVALID_INPUT, 429: 'Too many requests for this address or from this caller; Retry-After says how long' },
  })
  @Public()
  async lostCode(@Body() body: LostCodeDto, @Req() req: Request): Promise<LostCodeResponse> {
    return { success: true, ...(await this.sendLostCode.execute(body.email, req.ip ?? req.socket.remoteAddress ?? 'unknown')) };
  }
}
