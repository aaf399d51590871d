import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldenResponses, goldenText } from '../test/rulings/golden';

/** `npm run goldens`: rewrites test/rulings/golden/ from the engine (review the diff before committing). */
const dir = join(__dirname, '..', 'test', 'rulings', 'golden', 'ae-wwii');
mkdirSync(dir, { recursive: true });
const responses = goldenResponses();
for (const [id, body] of responses) writeFileSync(join(dir, `${id}.json`), goldenText(body));
process.stdout.write(`wrote ${responses.size} golden responses to ${dir}\n`);
