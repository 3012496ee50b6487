import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { errorBody, type ErrorResponse } from './error-response';
import { redactUrl } from './redact-url';

type LoggedRequest = Request & { id?: string | number };

/** Every failure leaves as { success: false, error, details? }; only our own faults are 5xx, and they are logged. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<LoggedRequest>();
    const { status, body } = this.describe(exception);
    if (status >= 500) {
      this.logger.error({ err: exception, requestId: request.id, url: redactUrl(request.originalUrl) }, 'request failed');
      body.requestId = request.id === undefined ? undefined : String(request.id);
    }
    if (response.headersSent) return;
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ErrorResponse } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'object' && payload !== null && 'success' in payload && 'error' in payload) {
        return { status, body: { ...(payload as ErrorResponse) } };
      }
      const message = typeof payload === 'string' ? payload : this.messageOf(payload, exception.message);
      return { status, body: errorBody(message) };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: errorBody('Something went wrong on our side. Please try again.') };
  }

  private messageOf(payload: object, fallback: string): string {
    const message = (payload as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('; ');
    return fallback;
  }
}
