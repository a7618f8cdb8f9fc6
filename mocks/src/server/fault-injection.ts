// Applies the global latency, then the fault set for the request's path, before any route sees the request.
import type { RequestHandler } from 'express';
import type { Fault, Faults } from './faults.js';
import { pause, type Latency } from './latency.js';

/** A JSON document cut off in the middle: what a proxy that dropped the connection mid-body would leave. */
export const malformedJsonBody = '{"status":true,"message":"Malformed on purpose","data":{"id":1,"name":"Trunc';

function faultBody(fault: Fault, status: number): unknown {
  if (fault.body !== undefined) return fault.body;
  return { message: status >= 500 ? 'Server Error' : `Injected fault ${status}` };
}

export function faultInjection(faults: Faults, latency: Latency, signal: AbortSignal): RequestHandler {
  return async (req, res, next) => {
    if (!(await pause(latency.ms, signal))) return;
    const path = req.path.replace(/^\/+/, '');
    const fault = faults.take(req.method, path);
    if (!fault) {
      next();
      return;
    }
    if (fault.latencyMs && !(await pause(fault.latencyMs, signal))) return;
    res.locals.faulted = fault.status !== undefined || fault.body !== undefined || fault.malformed === true;
    if (fault.hang) return; // never answered; close() destroys the socket
    if (fault.reset) {
      req.socket.resetAndDestroy();
      return;
    }
    if (fault.malformed) {
      res.status(200).type('application/json').send(malformedJsonBody);
      return;
    }
    if (fault.status !== undefined || fault.body !== undefined) {
      const status = fault.status ?? 200;
      res.status(status).json(faultBody(fault, status));
      return;
    }
    // A latency-only fault: the real handler answers after the wait.
    next();
  };
}
