import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../../../application/errors/app-error';
import { appErrorAnswer, type ErrorAnswer } from './app-error-answer';
import { errorBody } from './error-response';
import { redactUrl } from './redact-url';

type LoggedRequest = Request & { id?: string | number };

/**
 * The one place errors become HTTP answers: coded application errors by their code, Nest's own HTTP exceptions
 * (an unknown route, an unreadable body) by their status. Every failure leaves as { success: false, error, details? }; 5xx answers are logged.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<LoggedRequest>();
    const { status, body, headers } = this.describe(exception);
    if (status >= 500) {
      this.logger.error({ err: exception, requestId: request.id, url: redactUrl(request.originalUrl) }, 'request failed');
      body.requestId = request.id === undefined ? undefined : String(request.id);
    }
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private describe(exception: unknown): ErrorAnswer {
    if (exception instanceof AppError) return appErrorAnswer(exception);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message = typeof payload === 'string' ? payload : this.messageOf(payload, exception.message);
      return { status, body: errorBody(message), headers: {} };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: errorBody('Something went wrong on our side. Please try again.'),
      headers: {},
    };
  }

  private messageOf(payload: object, fallback: string): string {
    const message = (payload as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('; ');
    return fallback;
  }
}
