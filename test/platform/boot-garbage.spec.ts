import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectBootGarbage } from '../../src/common/health/boot-garbage';

/**
 * main.ts runs one full collection between boot and listening (common/health/boot-garbage.ts).
 * It must really collect: an object only a WeakRef still points to is gone afterwards.
 */
describe('the collection after boot', () => {
  it('runs a full garbage collection', async () => {
    let target: object | undefined = { payload: new Array(1000).fill('garbage') };
    const ref = new WeakRef(target);
    target = undefined;
    // A WeakRef keeps its target alive until the job that created it ends.
    await new Promise((resolve) => setImmediate(resolve));
    expect(collectBootGarbage()).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });
});

/**
 * main.ts turns V8's allocation-site pretenuring off (common/health/allocation-sites.ts) before
 * anything else loads: a decision V8 made while boot allocated would outlive a flag set later.
 */
describe('the V8 flags main.ts sets', () => {
  it('are set by its first import', () => {
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'main.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './common/health/allocation-sites';");
  });
});
