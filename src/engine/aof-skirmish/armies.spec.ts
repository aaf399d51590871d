import { AF_LIST_250 } from '../../games/aof-skirmish/catalog/army-forge.data';
import { aofSeedCatalog } from '../../games/aof-skirmish/catalog/units.data';
import { translator } from '../core/i18n';
import { ArmyList, ArmyListUnit, validateArmy } from './armies';
import { importArmyForge } from './army-forge';
import { AOF_SKIRMISH_MESSAGES } from './index';

const catalog = aofSeedCatalog();
const t = translator([AOF_SKIRMISH_MESSAGES], 'en');
const codes = (list: ArmyList) => validateArmy(list, catalog).violations.map((v) => v.code);
const unit = (name: string, points: number, models = 5, rules: { id: string; rating?: number }[] = []): ArmyListUnit => ({ profile: { name, quality: 4, defense: 4, models, rules }, points });
const hero = (name: string, points = 50, tough = 3): ArmyListUnit => unit(name, points, 1, [{ id: 'hero' }, { id: 'tough', rating: tough }]);

describe('army validation', () => {
  it('accepts a list within every limit', () => {
    // 250 pts: 60 + 70 + 55 = 185 <= 250; 3 units <= 10; 11 models <= 12; 1 hero <= 2; the keeper 55 <= 87.5.
    const report = validateArmy({ size: 250, units: [{ unit: 'hollow-marches/wardens' }, { unit: 'hollow-marches/thornbows' }, { unit: 'hollow-marches/lantern-keeper' }] }, catalog);
    expect(report).toMatchObject({ valid: true, points: 185, units: 3, models: 11, heroes: 1, violations: [] });
  });

  it('refuses a list over the agreed size', () => {
    // 80 + 80 = 160 > 150: 10 over.
    const v = validateArmy({ size: 150, forceOrganisation: false, units: [unit('A', 80), unit('B', 80)] }, catalog).violations;
    expect(v.map((x) => [x.code, t(x.fix)])).toEqual([['over-size', 'drop 10 pts, or raise the size to 160 pts']]);
  });

  it('allows one hero per full 125 pts', () => {
    // 250 / 125 = 2 heroes: 3 is one too many; 375 pts would allow 3.
    const v = validateArmy({ size: 250, units: [hero('H1'), hero('H2'), hero('H3'), unit('Foot', 50, 5)] }, catalog).violations;
    expect(v.map((x) => [x.code, t(x.fix)])).toEqual([['too-many-heroes', 'drop one hero, or raise the size to 375 pts']]);
    // 100 / 125 = 0 full steps: no hero at 100 pts; 125 pts allows one (ruling aof-skirmish/force-org).
    expect(codes({ size: 100, units: [hero('H', 30)] })).toEqual(['too-many-heroes']);
    expect(codes({ size: 125, units: [hero('H', 30)] })).toEqual([]);
  });

  it('allows 1 + X copies of a unit, X per full 125 pts', () => {
    // 250: 1 + 2 = 3 copies; 4 Berserkers need 1 + 3, so 3 x 125 = 375 pts.
    const b = (): ArmyListUnit => unit('Berserkers', 30, 2);
    const v = validateArmy({ size: 250, units: [b(), b(), b(), b()] }, catalog).violations;
    expect(v.map((x) => [x.code, t(x.fix)])).toEqual([['too-many-copies', 'drop one copy of Berserkers, or raise the size to 375 pts']]);
  });

  it('refuses a unit over 35 % of the size', () => {
    // 35 % of 250 = 87.5: 88 is over, 87 is not; 88 needs 88 / 0.35 = 251.4, so 252 pts.
    const v = validateArmy({ size: 250, units: [unit('Big', 88, 1)] }, catalog).violations;
    expect(v.map((x) => [x.code, t(x.fix)])).toEqual([['unit-over-35', 'field a cheaper Big, or raise the size to 252 pts']]);
    expect(codes({ size: 250, units: [unit('Fine', 87, 1)] })).toEqual([]);
  });

  it('allows one unit per full 25 pts and one model per full 20 pts', () => {
    // 100 pts: 4 units; 5 units of 1 model at 10 pts: one too many; 125 pts would do.
    const five = [1, 2, 3, 4, 5].map((i) => unit(`U${i}`, 10, 1));
    expect(validateArmy({ size: 100, units: five }, catalog).violations.map((x) => t(x.fix))).toEqual(['drop one unit, or raise the size to 125 pts']);
    // 100 pts: 5 models; 6 models (one unit of 6 at 30 pts): one too many; 6 x 20 = 120 pts.
    expect(validateArmy({ size: 100, units: [unit('Mob', 30, 6)] }, catalog).violations.map((x) => t(x.fix))).toEqual(['drop one model, or raise the size to 120 pts']);
  });

  it('allows one Sergeant, one Musician and one Standard per army', () => {
    const v = validateArmy({ size: 250, units: [{ ...unit('A', 40), command: ['sergeant', 'standard'] }, { ...unit('B', 40), command: ['sergeant'] }] }, catalog).violations;
    expect(v.map((x) => [x.code, x.rule])).toEqual([['command-twice', 'aof-skirmish/special/sergeant']]);
  });

  it('lets a Hero with Tough(6) join a multi-model unit without another Hero (ruling aof-skirmish/hero-joining)', () => {
    const base = { ...unit('Foot', 50, 5), id: 'foot' };
    expect(codes({ size: 250, units: [base, { ...hero('Keeper', 50, 6), joinTo: 'foot' }] })).toEqual([]);
    // "Los héroes con Resistencia(6)": Tough(8) and Tough(3) are not Tough(6).
    expect(codes({ size: 250, units: [base, { ...hero('Colossus', 60, 8), joinTo: 'foot' }] })).toEqual(['hero-join-not-tough-6']);
    expect(codes({ size: 250, units: [base, { ...hero('Keeper', 50, 3), joinTo: 'foot' }] })).toEqual(['hero-join-not-tough-6']);
    expect(codes({ size: 250, units: [base, { ...hero('K1', 50, 6), joinTo: 'foot' }, { ...hero('K2', 50, 6), joinTo: 'foot' }] })).toEqual(['hero-join-two']);
    expect(codes({ size: 250, units: [{ ...unit('Lone', 30, 1), id: 'lone' }, { ...hero('K', 50, 6), joinTo: 'lone' }] })).toEqual(['hero-join-target']);
    expect(codes({ size: 250, units: [base, { ...unit('Grunt', 20, 1), joinTo: 'foot' }] })).toEqual(['hero-join-not-hero']);
  });

  it('never depends on the order of the units', () => {
    const units = [unit('Berserkers', 30, 2), hero('H1'), unit('Berserkers', 30, 2), hero('H2'), unit('Big', 90, 1), unit('Berserkers', 30, 2), unit('Berserkers', 30, 2)];
    const reports = [units, [...units].reverse(), [units[3], units[0], units[6], units[1], units[5], units[2], units[4]]].map((u) => validateArmy({ size: 250, units: u }, catalog));
    expect(reports[1]).toEqual(reports[0]);
    expect(reports[2]).toEqual(reports[0]);
  });
});

describe('Army Forge import', () => {
  it('reads units, ratings as strings or numbers, weapons, items and a joined Hero; lists what it cannot read', () => {
    const imported = importArmyForge(AF_LIST_250);
    expect(imported.unknownRules).toEqual([{ unit: 'Thornbows', rule: 'Shield Wall' }]);
    const [wardens, keeper, bows, giant] = imported.list.units;
    expect(wardens).toMatchObject({ id: 'u1', command: ['sergeant'], points: 65, profile: { quality: 4, defense: 4, models: 5, equipment: [{ name: 'Ash spear (A1, Counter)', range: 0, attacks: 1, rules: [{ id: 'counter' }] }] } });
    expect(keeper).toMatchObject({ joinTo: 'u1', profile: { quality: 3, rules: [{ id: 'hero' }, { id: 'tough', rating: 3 }, { id: 'fear', rating: 1 }] } });
    expect(bows.profile?.rules).toEqual([{ id: 'scout' }, { id: 'stealth' }]);
    expect(giant.profile?.equipment?.[0].rules).toEqual([{ id: 'ap', rating: 1 }, { id: 'deadly', rating: 3 }]);
    // 65 + 55 + 70 + 90 = 280 > 250; the Giant's 90 > 87.5 (35 % of 250); 5 + 1 + 5 + 1 = 12 models <= 250 / 20 = 12; 4 units
    // (a joined Hero is still a unit of the list) <= 10; the keeper is Tough(3), not Tough(6), so it may not join the Wardens.
    const report = validateArmy(imported.list, catalog);
    expect(report).toMatchObject({ points: 280, units: 4, models: 12 });
    expect(report.violations.map((v) => v.code)).toEqual(['hero-join-not-tough-6', 'over-size', 'unit-over-35']);
  });
});
