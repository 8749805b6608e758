import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import '../../common/zod-locale';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type Billing, createBilling } from '../domain/billing/stripe-client';
import { createFileStore } from '../files/create-file-store';
import type { FileStore } from '../files/file-store';
import { mailSendJob } from '../jobs/definitions/mail-send';
import type { JobQueue } from '../jobs/queue';
import { authPlugin } from './auth';
import { noStoreUserAnswers } from './cache-control';
import { API_KEY_SCHEME } from './contract-route';
import { clientErrorHandler, frameworkErrors, notFoundBody, registerErrorHandlers } from './error-handler';
import { registerRateLimits } from './rate-limits';
import { registerRoutes } from './routes';
import { registerSecurityHeaders } from './security-headers';
import { registerSpa } from './spa';
import { rejectUnstorableText } from './text-input';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    queue: JobQueue | undefined;
    /** Card billing through Stripe; undefined without STRIPE_SECRET_KEY. */
    billing: Billing | undefined;
    /** Stored documents ({source}/{id}/{id}.json and .html): local folder or S3-compatible bucket. */
    fileStore: FileStore;
    /** Asks the worker to deliver the outbox now (the minute schedule is the safety net). */
    deliverMail(): void;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  queue?: JobQueue;
  logger: Logger;
}

/** Builds the HTTP app in layers: external plugins → app decorators and errors → routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    trustProxy: deps.config.trustProxy,
    logController: new LogController({
      requestIdLogLabel: 'reqId',
      disableRequestLogging: deps.config.env === 'test',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // 1. External plugins
  await registerSecurityHeaders(app, deps.config.publicUrl);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Licitaciones API', description: 'API de Licitaciones', version: '1.0.0' },
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'lic_…',
            description:
              'Clave de API creada en la cuenta («Acceso por API»); cada operación dice el ámbito que necesita.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await registerRateLimits(app, deps.database.db);
  const serveSpa = await registerSpa(app, deps.config.appDistDir);

  // 2. Application
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('queue', deps.queue);
  app.decorate('fileStore', createFileStore(deps.config.documents));
  app.decorate('billing', deps.config.stripe ? createBilling(deps.config.stripe) : undefined);
  app.decorate('deliverMail', () => {
    deps.queue
      ?.send(mailSendJob, {})
      .catch((err) => app.log.warn({ err }, 'could not enqueue mail delivery'));
  });
  registerErrorHandlers(app);
  rejectUnstorableText(app);
  noStoreUserAnswers(app);
  await app.register(authPlugin);
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa?.(request, reply)) return;
    reply.status(404).send(notFoundBody(request));
  });

  // 3. Routes
  await app.register(registerRoutes);
  return app;
}
