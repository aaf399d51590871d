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
 * main.ts sets the service's V8 flags (common/health/v8-flags.ts) before anything else loads: a
 * pretenuring decision V8 made while boot allocated, or code optimized with array builtins inlined,
 * would outlive a flag set later.
 */
describe('the V8 flags main.ts sets', () => {
  it('are set by its first import', () => {
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'main.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './common/health/v8-flags';");
  });

  it('are every flag the file documents, each handed to V8 once', () => {
    const set = jest.fn();
    jest.isolateModules(() => {
      jest.doMock('node:v8', () => ({ setFlagsFromString: set }));
      // A fresh load under the mock: the flags are set by loading the module, not by a call.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../src/common/health/v8-flags');
    });
    expect(set.mock.calls).toEqual([['--no-allocation-site-pretenuring'], ['--no-turbo-inline-array-builtins']]);
  });
});
