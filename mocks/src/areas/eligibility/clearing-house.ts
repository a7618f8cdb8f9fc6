// The clearing-house (Leta), simulated: it answers a moment after it is asked (a delay between `minDelayMs` and
// `maxDelayMs`, the same for the same question), and its answers follow the member id, so every run tells the same
// story: a member id ending in 9 times out on its first attempt (a resend is answered), one ending in 0 has no active
// coverage, and the rest are active on a plan whose figures are drawn from the member id. STANDIN_CLEARING_HOUSE_MS
// fixes the delay (0 under tests).
import { createHash } from 'node:crypto';
import { shiftDays, today } from '../../kit/dates.js';

export interface ClearingHouseSettings {
  minDelayMs: number;
  maxDelayMs: number;
}

export const timeoutMessage = 'The clearing-house did not answer in time. Resend the check to try again.';
export const enrolmentTimeoutMessage = 'The clearing-house did not answer in time. Resend the enrolment to try again.';
export const unknownMemberMessage = 'The funder does not recognise this member id.';

/** Coverage as the clearing-house answers it (a 271 reduced to what the portal shows). */
export interface Coverage {
  active: boolean;
  plan_name: string;
  group_number: string | null;
  start_date: string;
  end_date: string;
  copay: number | null;
  coinsurance_percent: number | null;
  visits_remaining: number | null;
  units_remaining: number | null;
}

export type Answer = { kind: 'timeout' } | { kind: 'coverage'; coverage: Coverage };

function settingsFromEnv(): ClearingHouseSettings {
  const fixed = process.env.STANDIN_CLEARING_HOUSE_MS;
  if (fixed !== undefined && /^\d+$/.test(fixed)) return { minDelayMs: Number(fixed), maxDelayMs: Number(fixed) };
  return { minDelayMs: 300, maxDelayMs: 1500 };
}

/** A number drawn from a text: the same text, the same number. */
function draw(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

function pick<T>(seed: number, items: readonly T[]): T {
  return items[seed % items.length]!;
}

const planKinds = ['PPO', 'HMO', 'Choice POS II', 'Managed Medicaid', 'Open Access', 'EPO'] as const;

/** The coverage the clearing-house holds for a member of a funder, as of a day. */
export function coverageOf(memberId: string, funderName: string, day = today()): Coverage {
  const seed = draw(memberId);
  const inactive = memberId.endsWith('0');
  // One member in seven is active with coverage ending within the month.
  const endingSoon = !inactive && seed % 7 === 3;
  const start = shiftDays(day, -(60 + (seed % 300)));
  const end = inactive ? shiftDays(day, -(5 + (seed % 60))) : shiftDays(day, endingSoon ? 3 + (seed % 25) : 45 + (seed % 320));
  const copayPlan = seed % 2 === 0;
  const countsVisits = seed % 5 === 0;
  return {
    active: !inactive,
    plan_name: `${funderName} ${pick(seed >>> 3, planKinds)}`,
    group_number: seed % 4 === 0 ? null : String(100000 + (seed % 900000)),
    start_date: start,
    end_date: end,
    copay: copayPlan ? pick(seed >>> 5, [0, 10, 20, 25, 40]) : null,
    coinsurance_percent: copayPlan ? null : pick(seed >>> 5, [10, 20, 30]),
    visits_remaining: inactive ? 0 : countsVisits ? 10 + (seed % 50) : null,
    units_remaining: inactive ? 0 : countsVisits ? null : 8 * (5 + (seed % 120)),
  };
}

export class ClearingHouse {
  settings: ClearingHouseSettings = settingsFromEnv();

  configure(settings: Partial<ClearingHouseSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** How long the answer to a question takes. */
  delayOf(question: string): number {
    const { minDelayMs, maxDelayMs } = this.settings;
    return minDelayMs + (maxDelayMs > minDelayMs ? draw(question) % (maxDelayMs - minDelayMs + 1) : 0);
  }

  /** The answer to a coverage question about a member, on its n-th attempt (1 the first). */
  answer(memberId: string, funderName: string, attempt: number): Answer {
    if (memberId.endsWith('9') && attempt === 1) return { kind: 'timeout' };
    return { kind: 'coverage', coverage: coverageOf(memberId, funderName) };
  }

  /** Runs `then` once the clearing-house has taken its time over `question`. */
  later(question: string, then: () => void): void {
    setTimeout(then, this.delayOf(question)).unref();
  }
}

const houses = new WeakMap<object, ClearingHouse>();

/** The clearing-house of a stand-in's data; tests reach it to set its pace. */
export function clearingHouseOf(db: object): ClearingHouse {
  let house = houses.get(db);
  if (!house) {
    house = new ClearingHouse();
    houses.set(db, house);
  }
  return house;
}
