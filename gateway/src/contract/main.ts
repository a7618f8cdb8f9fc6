// `npm run contract:check`: holds a practice API (UPSTREAM_URL, signed in with UPSTREAM_TOKEN) to the description and
// prints, call by call, where it disagrees. Exits 1 when any call disagrees. Reads only.
import { practiceApiContract } from '@portal/schema/contract';
import { checkPracticeApi, type Verdict } from './check.js';

const baseUrl = process.env.UPSTREAM_URL;
const token = process.env.UPSTREAM_TOKEN;
if (!baseUrl || !token) {
  console.error('Set UPSTREAM_URL (the API root, e.g. https://staging.example/api/) and UPSTREAM_TOKEN (a bearer token of a staff sign-in).');
  process.exit(2);
}

const reports = await checkPracticeApi({
  contract: practiceApiContract(),
  baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  token,
  concurrency: Number(process.env.CONTRACT_CONCURRENCY ?? 4),
});
const label: Record<Verdict, string> = { agrees: 'agrees   ', disagrees: 'DISAGREES', skipped: 'skipped  ' };
const shown = process.env.CONTRACT_VERBOSE ? reports : reports.filter((report) => report.verdict !== 'agrees');
for (const report of shown) console.log(`${label[report.verdict]} ${report.call}${report.detail ? `: ${report.detail}` : ''}`);
const count = (verdict: Verdict) => reports.filter((report) => report.verdict === verdict).length;
console.log(`\n${count('agrees')} calls agree, ${count('disagrees')} disagree, ${count('skipped')} skipped, of ${reports.length} read-only calls.`);
process.exitCode = count('disagrees') > 0 ? 1 : 0;
