import { applyDecorators, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { ApiBinaryOk, ApiErrorResponse } from '../common/http/api-error-responses.decorator';
import { Route, type RouteDoc } from '../common/route.decorators';

/** The GET of a release's split sheets, in the artist's view or the desk's: 404 for a release the caller cannot see. */
export const ReleaseSplitSheetsRoute = (doc: Omit<RouteDoc, 'refuses'>) =>
  Route('GET', '', 'ReleaseSplitSheetsResponse', { ...doc, refuses: { 404: SUBMISSION_NOT_FOUND } });

/** The GET of one person's signed split sheet as a PDF; `notFound` says when there is none to send. */
export const SignedSplitSheetRoute = (summary: string, notFound: string): MethodDecorator =>
  applyDecorators(
    Get(':consentId/pdf'),
    ApiOperation({ summary }),
    ApiBinaryOk('The signed split sheet', 'application/pdf'),
    ApiErrorResponse(404, notFound),
  );
