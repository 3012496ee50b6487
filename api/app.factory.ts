import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { hideSourceMaps } from './static/source-maps';
import express from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../adapters/config';
import { buildInfrastructure, type Infrastructure, type InfrastructureOverrides } from '../adapters/registry';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { jsonBodyParser, requireKnownContentType } from './common/http/body-parsing';
import { bodyGuard } from './common/http/body-guard';
import { contentSecurityPolicy } from './common/http/content-security-policy';
import { requestLogging } from './common/http/request-logging';
import { securityHeaders } from './common/http/security-headers';
import { createValidationPipe } from './common/http/validation.pipe';
import { CONTENT_TYPE_RULES } from './content-type-rules';
import { completeDocument } from './openapi/complete-document';

export interface PortalApp {
  app: INestApplication;
  infrastructure: Infrastructure;
  logger: Logger;
  close(): Promise<void>;
}

/** Builds the whole Nest application (used by main.ts and by the tests, which pass their own database). */
export async function createPortalApp(
  config: AppConfig,
  options: { overrides?: InfrastructureOverrides; serveWebApp?: boolean; logDestination?: DestinationStream } = {},
): Promise<PortalApp> {
  // Standard output unless a test reads the log back (to prove no secret reaches it).
  const logger = options.logDestination ? pino({ level: config.logLevel }, options.logDestination) : pino({ level: config.logLevel });
  const infrastructure = await buildInfrastructure(config, options.overrides);
  const server = express();
  server.disable('x-powered-by');
  if (config.trustProxyHops > 0) server.set('trust proxy', config.trustProxyHops);
  const app = await NestFactory.create(
    AppModule.register(infrastructure, { serveWebApp: options.serveWebApp ?? true }),
    new ExpressAdapter(server),
    {
      bodyParser: false,
      logger: config.logLevel === 'silent' ? false : ['error', 'warn'],
    },
  );
  app.use(requestLogging(logger));
  app.use(hideSourceMaps(config.env === 'production'));
  // 'no-referrer' would make browsers send `Origin: null` on same-origin form posts and fetches, which the
  // CSRF origin check must then refuse; this policy still keeps paths (and signing tokens) from other sites.
  // 'same-origin-allow-popups': a signing window the portal opens keeps its handle on us and can report back.
  app.use(
    securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(requireKnownContentType(CONTENT_TYPE_RULES));
  app.use(jsonBodyParser());
  app.use(bodyGuard());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  app.enableShutdownHooks();

  if (config.apiDocsEnabled) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Artist portal API')
        .setVersion('1')
        .addBearerAuth({
          type: 'http',
          scheme: 'bearer',
          description: 'A session id from sign-in with issueBearerToken, or STAFF_API_TOKEN',
        })
        .addCookieAuth('__Host-session')
        .build(),
    );
    SwaggerModule.setup('api/docs', app, completeDocument(document));
  }
  await app.init();

  return {
    app,
    infrastructure,
    logger,
    async close() {
      await app.close();
      await infrastructure.close();
    },
  };
}
