// Holds the stand-in to the practice API's description: each answer it gives (and, when its caller is the one under
// test, each request it receives) is checked, and every disagreement is kept as a finding naming the call and the
// field. The test run fails the test that caused one; the stand-in itself still answers as it would.
import type { RequestHandler } from 'express';
import { practiceApiContract } from '@portal/schema/contract';

/** 'answers' checks what the stand-in says; 'calls' also checks what the portal's gateway sends it. */
export type ContractMode = 'off' | 'answers' | 'calls';

/** How the portal's gateway names itself to the API. */
export const gatewayAgent = 'practice-portal-gateway';

const findings: string[] = [];

/** The findings since the last take, emptied. */
export function takeContractFindings(): string[] {
  return findings.splice(0);
}

/** Throws when anything disagreed with the description since the last check: a test's afterEach calls it. */
export function assertContractKept(): void {
  const found = takeContractFindings();
  if (found.length > 0) {
    throw new Error(`The stand-in and the practice API's description disagree:\n${found.map((finding) => `- ${finding}`).join('\n')}`);
  }
}

export function contractModeOf(value: string | undefined): ContractMode {
  return value === 'answers' || value === 'calls' ? value : 'off';
}

function keep(found: readonly string[]): void {
  for (const finding of found) if (!findings.includes(finding)) findings.push(finding);
}

export function contractCheck(mode: ContractMode): RequestHandler {
  return (req, res, next) => {
    if (mode === 'off') return next();
    const contract = practiceApiContract();
    const call = contract.find({ method: req.method, path: req.path });
    // A call the description lacks is not the stand-in's to judge: the catalogue tests hold the schema to the API.
    if (!call) return next();
    // A test calling the stand-in directly may send anything; the gateway, never what the description refuses.
    if (mode === 'calls' && req.get('user-agent')?.startsWith(gatewayAgent)) keep(contract.checkRequest(call, req.query, req.body));
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // An injected fault is a disagreement on purpose.
      if (res.locals.faulted !== true) keep(contract.checkAnswer(call, res.statusCode, body));
      return json(body);
    };
    next();
  };
}
