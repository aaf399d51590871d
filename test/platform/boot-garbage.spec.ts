import { execFileSync } from 'node:child_process';
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

  /** The flags the module hands V8 when loaded, read under a mock (this test process keeps its own). */
  const flagsSet = (): string[] => {
    const set = jest.fn();
    jest.isolateModules(() => {
      jest.doMock('node:v8', () => ({ setFlagsFromString: set }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../src/common/health/v8-flags');
    });
    return set.mock.calls.map(([flag]) => flag as string);
  };

  it('are every flag the file documents, each handed to V8 once', () => {
    expect(flagsSet()).toEqual(['--no-allocation-site-pretenuring', '--no-turbo-inline-array-builtins']);
  });

  // setFlagsFromString ignores a flag V8 does not know: a Node upgrade that renamed one would
  // silently drop it.
  it('are flags this Node version knows', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of flagsSet()) expect(options).toContain(`  --${flag.replace(/^--no-/, '')} (`);
  });

  it('make optimized map() return packed arrays, as the builtin does', () => {
    // A child process: the flags and natives syntax must hold from its start, not from this test's.
    const script = [
      `for (const f of ${JSON.stringify(flagsSet())}) require('node:v8').setFlagsFromString(f);`,
      'function inc(a) { return a.map((x) => x + 1); }',
      '%PrepareFunctionForOptimization(inc); inc([1, 2]); inc([1, 2]); %OptimizeFunctionOnNextCall(inc);',
      'process.stdout.write(String(%HasHoleyElements(inc([1, 2, 3]))));',
    ].join('\n');
    const holey = (withFlags: boolean): string =>
      execFileSync(process.execPath, ['--allow-natives-syntax', '-e', withFlags ? script : script.split('\n').slice(1).join('\n')], { encoding: 'utf8' });
    // Without the flags the same code returns a holey array, so the check can fail; if a Node upgrade
    // makes this one fail, inlined map no longer differs and the flag may be dropped.
    expect(holey(false)).toBe('true');
    expect(holey(true)).toBe('false');
  });
});
