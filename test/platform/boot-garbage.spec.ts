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
