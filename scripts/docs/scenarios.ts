/**
 * `npm run docs:scenarios`: rewrites the generated section of docs/scenarios.md (the names and
 * paths a scenario may use) from the contracts (scripts/scenario/reference.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withReference } from '../scenario/reference';

const FILE = 'docs/scenarios.md';
const before = readFileSync(FILE, 'utf8');
const after = withReference(before);
if (after === before) console.log(`${FILE}: the names and paths are up to date`);
else {
  writeFileSync(FILE, after);
  console.log(`${FILE}: the names and paths were rewritten from the contracts`);
}
