import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { DtoClass } from '../../src/common/validation/decorators';
import { isValidBody } from '../../src/common/validation/validator';
import { AE_WWII_ACTIONS } from '../../src/engine/ae-wwii';
import { AE_REQUEST_DTOS } from '../../src/games/ae-wwii/dto';
import { mutate, mutation, validBodies } from './ae-wwii.arbitraries';
import { fuzzSeed } from '../support/seed';

/**
 * The fast path (compiled Ajv schema derived from the DTOs) must accept exactly the bodies that
 * class-validator accepts as Nest's ValidationPipe would run it (plainToInstance + validateSync
 * with whitelist and forbidNonWhitelisted). Seeded; set FUZZ_SEED to replay, FUZZ_RUNS for more.
 */

const SEED = fuzzSeed(249654068, 'validation agreement fuzz');
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

function classValidatorAccepts(dto: DtoClass, plain: unknown): boolean {
  let instance: unknown;
  try {
    instance = plainToInstance(dto, plain);
  } catch {
    // class-transformer throws on an untyped nested object with an own `constructor` key (it
    // takes the value for a class). Nest would answer 500: the body is not accepted either way.
    return false;
  }
  // class-validator validates class instances only; a non-object body is an error for both.
  if (instance === null || typeof instance !== 'object' || Array.isArray(instance)) return false;
  return validateSync(instance, { whitelist: true, forbidNonWhitelisted: true }).length === 0;
}

function check(action: string, dto: DtoClass, body: unknown, tally: { accepted: number; rejected: number }): void {
  const cv = classValidatorAccepts(dto, body);
  const ajv = isValidBody(dto, body);
  if (cv) tally.accepted += 1;
  else tally.rejected += 1;
  if (cv !== ajv) {
    throw new Error(`${action}: class-validator ${cv ? 'accepts' : 'rejects'} but Ajv ${ajv ? 'accepts' : 'rejects'}: ${JSON.stringify(body)}`);
  }
}

function run<T>(prop: fc.IRawProperty<T>): void {
  try {
    fc.assert(prop, { seed: SEED, numRuns: RUNS });
  } catch (e) {
    throw new Error(`validation agreement failed (replay with FUZZ_SEED=${SEED}):\n${(e as Error).message}`);
  }
}

describe('validation agreement: class-validator DTOs vs compiled JSON Schema', () => {
  for (const action of AE_WWII_ACTIONS) {
    const dto = AE_REQUEST_DTOS[action];

    it(`${action}: valid bodies agree`, () => {
      const tally = { accepted: 0, rejected: 0 };
      run(fc.property(validBodies[action], (body) => check(action, dto, body, tally)));
      // The generators target the valid space: most bodies must be accepted.
      expect(tally.accepted).toBeGreaterThan(tally.rejected);
    });

    it(`${action}: bodies mutated one field at a time agree`, () => {
      const tally = { accepted: 0, rejected: 0 };
      run(fc.property(validBodies[action], fc.nat(), mutation, (body, choice, m) => check(action, dto, mutate(body, choice, m), tally)));
      // Most mutations break the body; some (an optional field deleted) must not.
      expect(tally.rejected).toBeGreaterThan(0);
      expect(tally.accepted).toBeGreaterThan(0);
    });
  }

  it('rejects reserved keys at any depth, on both sides', () => {
    const body = JSON.parse(
      '{"attacker":{"unit":"a/b","__proto__":{"x":1}},"weapon":{"profile":{"range":1,"strength":1,"rateOfFire":"1:1","constructor":1}},"actionPoints":1}',
    ) as unknown;
    expect(classValidatorAccepts(AE_REQUEST_DTOS.shot, body)).toBe(false);
    expect(isValidBody(AE_REQUEST_DTOS.shot, body)).toBe(false);
  });
});
