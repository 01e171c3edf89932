import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@plotline/contract/api-paths';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError, registerErrorHandler } from './errors.ts';
import { registerJobKinds } from './job-kinds.ts';
import { fieldYearPermissionsRoutes } from './modules/access-groups/field-year-permissions.routes.ts';
import { usersGroupsRoutes } from './modules/access-groups/users-groups.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { agroParamsRoutes } from './modules/agrochemistry/agro-params.routes.ts';
import { agroValuesRoutes } from './modules/agrochemistry/agro-values.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { brushesRoutes } from './modules/brushes/brushes.routes.ts';
import { characteristicsRoutes } from './modules/characteristics/characteristics.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { companyStructureRoutes } from './modules/company-structure/company-structure.routes.ts';
import { countriesRoutes } from './modules/countries/countries.routes.ts';
import { createLineRoutes } from './modules/create-line/create-line.routes.ts';
import { primersRoutes } from './modules/create-line/primers.routes.ts';
import { cropsRoutes } from './modules/crops/crops.routes.ts';
import { crossingTableRoutes } from './modules/crossing-table/crossing-table.routes.ts';
import { divisionsRoutes } from './modules/divisions/divisions.routes.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { fieldMapColorsRoutes } from './modules/field-maps/field-map-colors.routes.ts';
import { fieldMapsRoutes } from './modules/field-maps/field-maps.routes.ts';
import { mapFileExportRoutes } from './modules/field-maps/map-file-export.routes.ts';
import { mapFileUploadRoutes } from './modules/field-maps/map-file-upload.routes.ts';
import { plotLabelsRoutes } from './modules/field-maps/plot-labels.routes.ts';
import { fieldsRoutes } from './modules/fields/fields.routes.ts';
import { genomeAnalysesRoutes } from './modules/genome-analyses/genome-analyses.routes.ts';
import { gwasRoutes } from './modules/genome-analyses/gwas.routes.ts';
import { predictionRoutes } from './modules/genome-analyses/prediction.routes.ts';
import { genomeFilesSummaryRoutes } from './modules/genome-files/files-summary.routes.ts';
import { genomeFilesRoutes } from './modules/genome-files/genome-files.routes.ts';
import { rankingRoutes } from './modules/genome-selection/ranking.routes.ts';
import { selectionRoutes } from './modules/genome-selection/selection.routes.ts';
import { weightsRoutes } from './modules/genome-selection/weights.routes.ts';
import { genotypeMatricesRoutes } from './modules/genotype-matrices/genotype-matrices.routes.ts';
import { genotypesRoutes } from './modules/genotypes/genotypes.routes.ts';
import { harvestRoutes } from './modules/harvest/harvest.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { knowledgeBaseRoutes } from './modules/knowledge-base/knowledge-base.routes.ts';
import { linePivotRoutes } from './modules/line-pivot/line-pivot.routes.ts';
import { lineUploadsRoutes } from './modules/line-uploads/line-uploads.routes.ts';
import { lineRecordsRoutes } from './modules/lines/line-records.routes.ts';
import { linesRoutes } from './modules/lines/lines.routes.ts';
import { markersRoutes } from './modules/markers/markers.routes.ts';
import { markersFilesRoutes } from './modules/markers/markers-files.routes.ts';
import { meteoAnalyticsRoutes } from './modules/meteo/meteo-analytics.routes.ts';
import { meteoEventsRoutes } from './modules/meteo/meteo-events.routes.ts';
import { meteoParamsRoutes } from './modules/meteo/meteo-params.routes.ts';
import { meteoValuesRoutes } from './modules/meteo/meteo-values.routes.ts';
import { meteoSectorsRoutes } from './modules/meteo/sectors.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationsSocketRoutes } from './modules/notifications/notifications-socket.routes.ts';
import { pedigreeRoutes } from './modules/pedigree/pedigree.routes.ts';
import { phenotypesRoutes } from './modules/phenotypes/phenotypes.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { plotsRoutes } from './modules/plots/plots.routes.ts';
import { regionsRoutes } from './modules/regions/regions.routes.ts';
import { seedFilesRoutes } from './modules/seed-files/seed-files.routes.ts';
import { seedLabelsRoutes } from './modules/seed-labels/seed-labels.routes.ts';
import { seedsRoutes } from './modules/seeds/seeds.routes.ts';
import { warehousesRoutes } from './modules/seeds/warehouses.routes.ts';
import { sowingPlansRoutes } from './modules/sowing-plans/sowing-plans.routes.ts';
import { stagesRoutes } from './modules/stages/stages.routes.ts';
import { anovaRoutes } from './modules/statistics/anova/anova.routes.ts';
import { heritabilityRoutes } from './modules/statistics/heritability/heritability.routes.ts';
import { hybridsRoutes } from './modules/statistics/hybrids.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { visualisationRoutes } from './modules/statistics/visualisation.routes.ts';
import { weatherFilesRoutes } from './modules/weather-files/weather-files.routes.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { registerManagementGuard } from './platform/auth/management-guard.ts';
import { createTokenService, loadJwtSecret } from './platform/auth/tokens.ts';
import { createFileStore } from './platform/files/file-store.ts';
import { s3SettingsOf } from './platform/files/s3-file-store.ts';
import { registerJsonBody } from './platform/http/json-body.ts';
import { createAppJobs } from './platform/jobs/create-app-jobs.ts';
import { jobsRoutes } from './platform/jobs/jobs.routes.ts';
import { requestLogLine } from './platform/realtime/log-without-token.ts';
import { registerRealtime } from './platform/realtime/register-realtime.ts';
import { startUploadSweep } from './platform/uploads/sweep-uploads.ts';
import { createUploadService } from './platform/uploads/upload-service.ts';
import { uploadsRoutes } from './platform/uploads/uploads.routes.ts';

export type AppDeps = { config: Config; database: DatabaseHandle };

/** The Content-Security-Policy the SPA runs under (antd injects its styles at run time). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Builds the whole server: plugins, error model, authentication, then every module, listed
 * here by hand so this file shows the whole API. The database must already be migrated.
 */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, serializers: { req: requestLogLine } },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For only from the configured proxies: a client cannot pick its own address
    // and escape the per-address rate limits
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, { contentSecurityPolicy: { directives: CSP_DIRECTIVES } });
  // answers over 1 KB go out gzip-compressed on zlib's thread pool: a plot table page is
  // ~680 KB of JSON and 47 KB at level 1, which costs ~1.5 ms (decision 031); static files
  // keep their precompressed .br/.gz, which already carry their encoding
  await app.register(compress, {
    threshold: 1024,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 1 },
  });
  if (config.CORS_ORIGINS.length > 0) await app.register(cors, { origin: config.CORS_ORIGINS });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('THROTTLED', { params: { n: Math.ceil(context.ttl / 1000) } });
      return Object.assign(error, { statusCode: 429 });
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plotline API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Uploads (xlsx, photos) stream through request.file(); 200 MB is the spec's largest file.
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 1 } });

  const { db } = database;
  // uploaded files (photos, feedback attachments), one store for every module (decision 011)
  const files = createFileStore(config.dataDir, s3SettingsOf(config));
  // resumable (tus) uploads beside the files; modules take finished ones (decision 033)
  const uploads = createUploadService({
    dataDir: config.dataDir,
    s3: s3SettingsOf(config),
    corsOrigins: config.CORS_ORIGINS,
  });
  startUploadSweep(app, uploads);
  const tokens = createTokenService(await loadJwtSecret(db, config.JWT_SECRET), {
    access: config.ACCESS_TOKEN_TTL_SECONDS,
    refresh: config.REFRESH_TOKEN_TTL_SECONDS,
  });
  registerAuthentication(app, { db, tokens });
  registerManagementGuard(app);
  const policy = {
    maxFailures: config.LOGIN_MAX_FAILURES,
    blockSeconds: config.LOGIN_BLOCK_SECONDS,
  };
  const ratePerMinute = config.AUTH_RATE_LIMIT_PER_MINUTE;
  // notifications (issue 7, decision 021): the bus every module raises them on, the socket
  const bus = await registerRealtime(app, database);
  const heartbeatSeconds = config.REALTIME_HEARTBEAT_SECONDS;
  await app.register(notificationsRoutes, { prefix: API_PREFIX, db });
  await app.register(notificationsSocketRoutes, { db, tokens, bus, heartbeatSeconds });
  // long work (decision 032): one jobs service, its kinds registered by each module; the
  // handlers run here unless JOBS_IN_PROCESS=false (then in `npm run worker`)
  const jobs = await createAppJobs({
    config,
    database,
    files,
    log: app.log,
    runJobs: config.JOBS_IN_PROCESS,
  });
  registerJobKinds(jobs, { db, bus });
  await jobs.start();
  app.addHook('onClose', () => jobs.close());
  await app.register(jobsRoutes, { prefix: API_PREFIX, db, jobs });

  await app.register(healthRoutes, { prefix: API_PREFIX, database, version: config.version });
  await app.register(authRoutes, { prefix: API_PREFIX, db, tokens, policy, ratePerMinute });
  await app.register(accountRoutes, { prefix: API_PREFIX, db, ratePerMinute });
  await app.register(countriesRoutes, { prefix: API_PREFIX, db });
  await app.register(cropsRoutes, { prefix: API_PREFIX, db });
  // nursery modules (issue 3) — one line each:
  // company management (issue 4): divisions, employees, structure, companies
  await app.register(divisionsRoutes, { prefix: API_PREFIX, db });
  await app.register(employeesRoutes, { prefix: API_PREFIX, db });
  await app.register(companyStructureRoutes, { prefix: API_PREFIX, db });
  await app.register(companiesRoutes, { prefix: API_PREFIX, db });
  await app.register(usersGroupsRoutes, { prefix: API_PREFIX, db });
  await app.register(fieldYearPermissionsRoutes, { prefix: API_PREFIX, db });
  await app.register(importsRoutes, { prefix: API_PREFIX, db, files, jobs });
  await app.register(mapFileUploadRoutes, { prefix: API_PREFIX, db, files, jobs });
  await app.register(downloadsRoutes, { prefix: API_PREFIX, db });
  await app.register(genotypesRoutes, { prefix: API_PREFIX, db });
  await app.register(brushesRoutes, { prefix: API_PREFIX, db });
  await app.register(photosRoutes, { prefix: API_PREFIX, db, files });
  await app.register(characteristicsRoutes, { prefix: API_PREFIX, db });
  await app.register(fieldsRoutes, { prefix: API_PREFIX, db });
  await app.register(plotsRoutes, { prefix: API_PREFIX, db });
  await app.register(fieldMapColorsRoutes, { prefix: API_PREFIX, db });
  await app.register(fieldMapsRoutes, { prefix: API_PREFIX, db });
  await app.register(mapFileExportRoutes, { prefix: API_PREFIX, db });
  await app.register(plotLabelsRoutes, { prefix: API_PREFIX, db });
  await app.register(phenotypesRoutes, { prefix: API_PREFIX, db });
  await app.register(stagesRoutes, { prefix: API_PREFIX, db });
  await app.register(statisticsRoutes, { prefix: API_PREFIX, db });
  await app.register(anovaRoutes, { prefix: API_PREFIX, db });
  await app.register(hybridsRoutes, { prefix: API_PREFIX, db });
  await app.register(heritabilityRoutes, { prefix: API_PREFIX, db });
  await app.register(visualisationRoutes, { prefix: API_PREFIX, db });
  await app.register(harvestRoutes, { prefix: API_PREFIX, db });
  await app.register(linesRoutes, { prefix: API_PREFIX, db });
  await app.register(lineRecordsRoutes, { prefix: API_PREFIX, db });
  await app.register(warehousesRoutes, { prefix: API_PREFIX, db });
  await app.register(seedsRoutes, { prefix: API_PREFIX, db });
  await app.register(linePivotRoutes, { prefix: API_PREFIX, db });
  await app.register(lineUploadsRoutes, { prefix: API_PREFIX, db, files, jobs });
  await app.register(pedigreeRoutes, { prefix: API_PREFIX, db });
  await app.register(sowingPlansRoutes, { prefix: API_PREFIX, db });
  await app.register(seedLabelsRoutes, { prefix: API_PREFIX, db });
  await app.register(seedFilesRoutes, { prefix: API_PREFIX, db, files, jobs });
  await app.register(weatherFilesRoutes, { prefix: API_PREFIX, db, files, jobs });
  await app.register(genomeFilesRoutes, { prefix: API_PREFIX, db, files, jobs, uploads, config });
  await app.register(genomeFilesSummaryRoutes, { prefix: API_PREFIX, db });
  await app.register(markersRoutes, { prefix: API_PREFIX, db });
  await app.register(markersFilesRoutes, { prefix: API_PREFIX, db, files, jobs });
  await app.register(meteoSectorsRoutes, { prefix: API_PREFIX, db });
  await app.register(meteoParamsRoutes, { prefix: API_PREFIX, db });
  await app.register(meteoValuesRoutes, { prefix: API_PREFIX, db });
  await app.register(meteoEventsRoutes, { prefix: API_PREFIX, db });
  await app.register(meteoAnalyticsRoutes, { prefix: API_PREFIX, db });
  await app.register(agroParamsRoutes, { prefix: API_PREFIX, db });
  await app.register(agroValuesRoutes, { prefix: API_PREFIX, db });
  await app.register(regionsRoutes, { prefix: API_PREFIX, db });
  await app.register(feedbackRoutes, { prefix: API_PREFIX, db, files, config });
  await app.register(genotypeMatricesRoutes, { prefix: API_PREFIX, db, files, jobs, uploads });
  await app.register(genomeAnalysesRoutes, { prefix: API_PREFIX, db, jobs });
  await app.register(gwasRoutes, { prefix: API_PREFIX, db, jobs });
  await app.register(crossingTableRoutes, { prefix: API_PREFIX, db });
  await app.register(knowledgeBaseRoutes, { prefix: API_PREFIX, db });
  await app.register(createLineRoutes, { prefix: API_PREFIX, db });
  await app.register(primersRoutes, { prefix: API_PREFIX, db });
  await app.register(weightsRoutes, { prefix: API_PREFIX, db });
  await app.register(selectionRoutes, { prefix: API_PREFIX, db });
  await app.register(rankingRoutes, { prefix: API_PREFIX, db });
  await app.register(predictionRoutes, { prefix: API_PREFIX, db, jobs });
  await app.register(uploadsRoutes, { prefix: API_PREFIX, uploads });

  registerSpa(app, config.webDistDir);
  return app;
}

/**
 * Serves the built SPA with history fallback: paths with a file extension are files of the
 * build (looked up per request, so a rebuild needs no restart; missing → 404), every other
 * GET is a client route and gets index.html; unknown API paths get a DRF-style 404.
 */
function registerSpa(app: FastifyInstance, distDir: string) {
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND');
  });
  if (!existsSync(join(distDir, 'index.html'))) return;
  void app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    cacheControl: false,
    // the build writes .br/.gz beside each file (apps/web/vite.config.ts)
    preCompressed: true,
    setHeaders: (res, path) => {
      const immutable = path.startsWith(join(distDir, 'assets'));
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.callNotFound();
    if (/\.[A-Za-z0-9]+$/.test(path)) return reply.sendFile(decodeURIComponent(path.slice(1)));
    return reply.sendFile('index.html');
  });
}
