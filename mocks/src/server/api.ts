// The /api/ router: every request is logged, parsed (JSON, forms, multipart), delayed and faulted as configured,
// then handed to the areas. Authentication is per route, so an unknown path is a 404 whoever asks.
import express, { type Router } from 'express';
import multer from 'multer';
import { areas } from '../areas/index.js';
import { fileManagerUploadBytes, fileManagerUploadPaths } from '../areas/files/index.js';
import type { AreaContext } from './area.js';
import { callRecording } from './call-recording.js';
import { contractCheck, type ContractMode } from './contract-check.js';
import type { CallLog } from './calls.js';
import { apiErrorHandler, uploadLimitBytes } from './errors.js';
import { faultInjection } from './fault-injection.js';
import type { Faults } from './faults.js';
import type { Latency } from './latency.js';

export interface ApiParts {
  context: AreaContext;
  calls: CallLog;
  faults: Faults;
  latency: Latency;
  /** Aborted when the stand-in closes: pending waits end at once. */
  signal: AbortSignal;
  contract: ContractMode;
}

export function apiRouter({ context, calls, faults, latency, signal, contract }: ApiParts): Router {
  const router = express.Router();
  const recording = callRecording(calls);
  const uploads = multer({ storage: multer.memoryStorage(), limits: { fileSize: uploadLimitBytes } });
  // The file manager's uploads have their own, larger limit (its routes check it); every other upload keeps this one.
  const fileManagerUploads = multer({ storage: multer.memoryStorage(), limits: { fileSize: fileManagerUploadBytes } }).any();

  router.use(recording.arrival);
  router.use(express.json({ limit: uploadLimitBytes }));
  router.use(express.urlencoded({ extended: true, limit: uploadLimitBytes }));
  router.use((req, res, next) => (fileManagerUploadPaths.test(req.path) ? fileManagerUploads : uploads.any())(req, res, next));
  router.use(recording.parsed);
  router.use(contractCheck(contract));
  router.use(faultInjection(faults, latency, signal));

  for (const area of areas) area.register(router, context);

  router.use((req, res) => {
    res.status(404).json({ message: `The route ${req.path.replace(/^\/+/, '')} could not be found.` });
  });
  router.use(apiErrorHandler);
  return router;
}
