import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldenResponses, goldenText } from './golden';

describe('hand-worked rulings: whole responses equal the committed goldens', () => {
  const responses = goldenResponses();
  it.each([...responses.keys()])('%s', (id) => {
    const committed = readFileSync(join(__dirname, 'golden', 'ae-wwii', `${id}.json`), 'utf8');
    // On a deliberate change: `npm run goldens`, then review the diff of test/rulings/golden.
    expect(goldenText(responses.get(id))).toBe(committed);
  });
});
