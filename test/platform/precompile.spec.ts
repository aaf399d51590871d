import 'reflect-metadata';
import { precompileValidators, validatedDtos } from '../../src/common/validation/validator';
import { GAMES } from '../../src/games';
import { TINY_D6_GAME } from '../games/tiny-d6/game';

/**
 * Outside NODE_ENV=test, createApp compiles every body schema at boot (app.factory.ts); tests
 * compile on first use. This compiles them all, both validators of each (production compiles the
 * every-error one on the first refused body), so a schema Ajv cannot
 * compile fails here rather than on a deployed replica's first request or boot.
 */
describe('body validators', () => {
  it('compile for every action of every registered game, and every @ValidBody DTO', () => {
    const requests = [...GAMES, TINY_D6_GAME].flatMap((g) => Object.values(g.actions).map((a) => a.request));
    expect(() => precompileValidators(requests, true)).not.toThrow();
    const compiled = new Set(validatedDtos());
    // Every action's request is among them (the resolve routes' and GraphQL inputs' validator).
    expect(requests.filter((r) => !compiled.has(r))).toEqual([]);
    expect(compiled.size).toBeGreaterThan(requests.length);
  });
});
