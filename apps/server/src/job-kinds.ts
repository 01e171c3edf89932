import type { Db } from './db/client.ts';
import { registerMapFileJob } from './modules/field-maps/map-file-job.ts';
import { registerPredictionJob } from './modules/genome-analyses/prediction-job.ts';
import { registerGenomeAnalysisJobs } from './modules/genome-analyses/structure-job.ts';
import { registerGenomeFileJobs } from './modules/genome-files/genome-file-jobs.ts';
import { registerGenotypeMatrixJobs } from './modules/genotype-matrices/genotype-matrix-jobs.ts';
import { registerImportJobs } from './modules/imports/import-jobs.ts';
import { registerLineUploadJobs } from './modules/line-uploads/line-upload-jobs.ts';
import { registerMarkerJobs } from './modules/markers/marker-jobs.ts';
import { registerSeedFileJobs } from './modules/seed-files/seed-file-jobs.ts';
import { registerWeatherFileJobs } from './modules/weather-files/weather-file-jobs.ts';
import type { Jobs } from './platform/jobs/jobs-service.ts';
import type { EventBus } from './platform/realtime/event-bus.ts';

/**
 * Every job kind of the app, one line per module (decision 032): the API server (app.ts)
 * and the worker (worker.ts) register the same ones.
 */
export function registerJobKinds(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  registerImportJobs(jobs, deps);
  registerMapFileJob(jobs, deps);
  registerLineUploadJobs(jobs, deps);
  registerSeedFileJobs(jobs, deps);
  registerWeatherFileJobs(jobs, deps);
  registerGenotypeMatrixJobs(jobs, deps);
  registerGenomeFileJobs(jobs, deps);
  registerMarkerJobs(jobs, deps);
  registerGenomeAnalysisJobs(jobs, deps);
  registerPredictionJob(jobs, deps);
}
