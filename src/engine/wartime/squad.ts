import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { spend } from '../core/cost';
import { Dist } from '../core/dist';
import { again, chain, counted, done, emit, emitAll, loop, Next, odds, Program, pure, rollAs } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, StepDraft, verbatim } from '../core/types';
import { Character, resolveCharacter, resolveWeapon } from './characters';
import { WARTIME_LIMITS } from './limits';
import { energyOf, FORMATION_MINIMUM, WartimeCatalog } from './model';
import { SquadOutcome, TurnOrderOdds, TurnOrderOutcome } from './outcomes';
import { SquadRequest, TurnOrderRequest } from './requests';

/**
 * Squad arithmetic (no dice) and the turn order (dice only when the initiative is drawn).
 */

/** Which Will check losing `lost` of `before` members to one action calls for (ruling wartime/will-triggers). */
export function lossesTrigger(before: number, lost: number): 'casualties' | 'last-man' | null {
  if (lost <= 0 || lost >= before) return null;
  if (before - lost === 1 && before > 1) return 'last-man';
  return lost * 2 > before ? 'casualties' : null;
}

/** Members linked within their structure distance form one group (ruling wartime/squad-structure). */
function structureHolds(members: readonly Character[]): boolean {
  const n = members.length;
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const i = queue.pop() as number;
    // Each member reached is measured against every other: a unit per 20 pairs.
    spend(Math.ceil(n / 20));
    for (let j = 0; j < n; j++) {
      if (seen.has(j)) continue;
      const a = members[i];
      const b = members[j];
      const pa = a.position as { x: number; y: number };
      const pb = b.position as { x: number; y: number };
      // Distances are measured between the bases' edges; the shorter structure of the two decides.
      const gap = Math.hypot(pa.x - pb.x, pa.y - pb.y) - ((a.baseDiameter as number) + (b.baseDiameter as number)) / 2;
      if (gap <= 2 * Math.min(a.movement as number, b.movement as number) + 1e-9) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen.size === n;
}

export function planSquad(req: SquadRequest, catalog: WartimeCatalog): ActionPlan<SquadOutcome, SquadOutcome, never> {
  const members = squadMembers(req, catalog);
  const size = members.length;
  const steps: StepDraft[] = [];
  const energy = Math.min(...members.map((m) => m.energy));
  const phase = Math.min(...members.map((m) => m.attributes.rea));
  steps.push(
    { rule: 'wartime/squads/energy', summary: msg('step.squad-energy', { size }), result: msg('result.energy', { energy }) },
    { rule: 'wartime/squads/reaction-phase', summary: msg('step.squad-phase'), result: msg('result.phase', { phase }) },
  );
  const structure = members.map((m) => 2 * (m.movement as number));
  const holds = squadStructure(members, structure, steps);
  const energyAfterJoining = joiningEnergy(req, energy, steps);
  const charge = chargeEnergy(req, steps);
  const formation = req.formation ? formationProfile(req, req.formation, members, energy, steps, catalog) : undefined;
  const willCheck = willAfterLosses(req, size, steps);
  const outcome: SquadOutcome = {
    members: size,
    energy,
    reactionPhase: phase,
    structure,
    ...(holds !== undefined ? { structureHolds: holds } : {}),
    ...(energyAfterJoining !== undefined ? { energyAfterJoining } : {}),
    ...(charge ? { charge } : {}),
    ...(formation ? { formation } : {}),
    ...(willCheck !== undefined ? { willCheck } : {}),
  };
  return {
    program: emitAll(steps, () => pure(outcome)),
    rulings: [],
    rollsDice: false,
    outcome: (o) => o,
    headline: (o) => msg('headline.squad', { size: o.members, energy: o.energy, phase: o.reactionPhase }),
  };
}

/** The squad's members, each entry counted as many times as it says, within the cap. */
function squadMembers(req: SquadRequest, catalog: WartimeCatalog): Character[] {
  if (req.members.length === 0) throw violation('members', msg('error.integer-range', { value: 0, min: 1, max: WARTIME_LIMITS.squadMembers }));
  const members: Character[] = [];
  req.members.forEach((m, i) => {
    const count = m.count ?? 1;
    if (!Number.isInteger(count) || count < 1) throw violation(`members[${i}].count`, msg('error.integer-range', { value: count, min: 1, max: WARTIME_LIMITS.squadMembers }));
    cap(members.length + count, WARTIME_LIMITS.squadMembers, 'members', 'cap.members');
    const c = resolveCharacter(m, `members[${i}]`, catalog);
    if (c.movement === null) throw violation(`members[${i}]`, msg('error.base-needed'));
    for (let k = 0; k < count; k++) members.push(c);
  });
  return members;
}

/** Squad structure (ruling wartime/squad-structure): each member's distance, and whether the group holds when all are placed. */
function squadStructure(members: readonly Character[], structure: readonly number[], steps: StepDraft[]): boolean | undefined {
  let holds: boolean | undefined;
  const positioned = members.filter((m) => m.position !== null).length;
  if (positioned > 0) {
    if (positioned < members.length) throw violation('members', msg('error.all-positions'));
    holds = structureHolds(members);
  }
  steps.push({
    rule: 'wartime/squads/structure',
    summary: msg('step.structure', { min: Math.min(...structure), max: Math.max(...structure) }),
    result: holds === undefined ? msg('result.structure', { cm: Math.min(...structure) }) : msg(holds ? 'result.structure-holds' : 'result.structure-broken'),
    rulings: ['wartime/squad-structure'],
  });
  return holds;
}

/** Joining a squad: a newcomer with less Energy left lowers the squad's; one with more changes nothing. */
function joiningEnergy(req: SquadRequest, energy: number, steps: StepDraft[]): number | undefined {
  if (!req.joining || req.joining.length === 0) return undefined;
  req.joining.forEach((e, i) => {
    if (!Number.isInteger(e) || e < 0 || e > 10) throw violation(`joining[${i}]`, msg('error.integer-range', { value: e, min: 0, max: 10 }));
  });
  const after = Math.min(energy, ...req.joining);
  steps.push({ rule: 'wartime/squads/joining', summary: msg('step.joining', { list: req.joining.map(String) }), result: msg('result.energy', { energy: after }) });
  return after;
}

/** A squad's charge: the Energy its engaged members have left, pooled, and one action each at least. */
function chargeEnergy(req: SquadRequest, steps: StepDraft[]): SquadOutcome['charge'] {
  if (!req.charge) return undefined;
  const left = req.charge.leftover;
  left.forEach((e, i) => {
    if (!Number.isInteger(e) || e < 0 || e > 10) throw violation(`charge.leftover[${i}]`, msg('error.integer-range', { value: e, min: 0, max: 10 }));
  });
  const charge = { energy: left.reduce((a, b) => a + b, 0), minimumActions: left.length };
  steps.push({ rule: 'wartime/squads/charge', summary: msg('step.charge-energy', { engaged: left.length }), result: msg('result.charge-energy', { energy: charge.energy, actions: charge.minimumActions }) });
  return charge;
}

/**
 * Formation profile (ruling wartime/formation-profile): the lowest Defense, the pooled Fortune,
 * the heaviest weapon's Energy, and what a Damage costs it (over Defense, the difference in
 * members; otherwise a Defense check for one).
 */
function formationProfile(
  req: SquadRequest,
  given: NonNullable<SquadRequest['formation']>,
  members: readonly Character[],
  energy: number,
  steps: StepDraft[],
  catalog: WartimeCatalog,
): SquadOutcome['formation'] {
  const size = members.length;
  const defense = Math.min(...members.map((m) => m.defense));
  const weapons = (given.weapons ?? []).map((w, i) => resolveWeapon(w, `formation.weapons[${i}]`, catalog));
  const combatEnergy = weapons.length > 0 ? Math.max(...weapons.map((w) => w.energy)) : null;
  const mayFight = size >= FORMATION_MINIMUM || size === 1;
  let casualties: NonNullable<SquadOutcome['formation']>['casualties'];
  if (req.damage !== undefined) {
    const d = req.damage;
    if (!Number.isInteger(d) || d < 0 || d > 40) throw violation('damage', msg('error.integer-range', { value: d, min: 0, max: 40 }));
    casualties = d > defense ? { lost: Math.min(size, d - defense), defenseCheck: false } : { lost: 1, defenseCheck: true };
  }
  const formation = { defense, energy, fortune: members.reduce((a, m) => a + m.fortune, 0), combatEnergy, mayFight, ...(casualties ? { casualties } : {}) };
  steps.push({
    rule: 'wartime/squads/formation',
    summary: msg('step.formation', { size }),
    result: msg('result.formation', { defense, energy, fortune: formation.fortune, combat: combatEnergy ?? '-', fight: mayFight ? 'yes' : 'no' }),
    rulings: ['wartime/formation-profile'],
  });
  if (casualties) {
    steps.push({
      rule: 'wartime/squads/formation-casualties',
      summary: msg('step.formation-casualties', { damage: req.damage as number, defense }),
      result: casualties.defenseCheck ? msg('result.defense-check-one') : msg('result.members-lost', { n: casualties.lost }),
    });
  }
  return formation;
}

/** Will triggers (ruling wartime/will-triggers): the check the squad's losses to one action call for. */
function willAfterLosses(req: SquadRequest, size: number, steps: StepDraft[]): SquadOutcome['willCheck'] {
  if (req.lost === undefined) return undefined;
  if (!Number.isInteger(req.lost) || req.lost < 0 || req.lost > size) throw violation('lost', msg('error.integer-range', { value: req.lost, min: 0, max: size }));
  const willCheck = lossesTrigger(size, req.lost);
  steps.push({
    rule: 'wartime/psychology/when',
    summary: msg('trigger.losses', { before: size, lost: req.lost }),
    result: msg(willCheck ? 'result.will-required' : 'result.will-not-required'),
    rulings: ['wartime/will-triggers'],
  });
  return willCheck;
}

// ---------------------------------------------------------------------------------------------
// turn-order
// ---------------------------------------------------------------------------------------------

interface Actor {
  readonly name: string;
  readonly player: number;
  readonly reaction: number;
  readonly energy: number;
}

type Rolls = readonly { readonly player: number; readonly roll: number }[];
/** One roll-off of the initiative: every contender in turn, keeping the highest and who shares it. */
type RollOffState = Traced<{ readonly next: number; readonly high: number; readonly tied: readonly number[] }, Rolls>;
type RollOffResult = Traced<{ readonly tied: readonly number[] }, Rolls>;
type Draw = Traced<{ readonly contenders: readonly number[] }, { readonly rollOffs: readonly Rolls[] }>;
type InitiativeValue = Traced<{ readonly winner: number }, { readonly rollOffs: readonly Rolls[] }>;

export function planTurnOrder(req: TurnOrderRequest, catalog: WartimeCatalog): ActionPlan<InitiativeValue, TurnOrderOutcome, TurnOrderOdds> {
  const players = req.players;
  if (players.length < 1) throw violation('players', msg('error.integer-range', { value: 0, min: 1, max: WARTIME_LIMITS.players }));
  cap(players.length, WARTIME_LIMITS.players, 'players', 'cap.players');
  if (new Set(players).size !== players.length) throw violation('players', msg('error.players-unique'));
  cap(req.characters.length, WARTIME_LIMITS.characters, 'characters', 'cap.characters');
  const names = new Set<string>();
  const actors: Actor[] = req.characters.map((c, i) => actorOf(c, `characters[${i}]`, players, names, catalog));
  const energy = actors.map((a) => ({ character: a.name, energy: a.energy }));
  const outcomeOf = (winner: number, rollOffs: TurnOrderOutcome['rollOffs']): TurnOrderOutcome => ({ initiative: players[winner], rollOffs, phases: schedule(actors, players, winner), energy });
  const rulings = ['wartime/turn-order'];

  if (req.initiative !== undefined) {
    const winner = players.indexOf(req.initiative);
    if (winner < 0) throw violation('initiative', msg('error.unknown-player', { player: req.initiative }));
    const program: Program<InitiativeValue> = emit(phasesStep(winner, players), () => pure(traced({ winner }, { rollOffs: [] })));
    return {
      program,
      rulings,
      rollsDice: false,
      outcome: (v) => outcomeOf(v.winner, []),
      headline: (o) => msg('headline.turn-order', { player: verbatim(o.initiative), phases: o.phases.length }),
    };
  }

  // Who wins the draw, counted instead of walked (the walk follows every tie pattern: it grows
  // exponentially with the players, about a second of CPU for eight). Every contender rolls the
  // same die and the table treats them alike (the highest face wins, all who share it roll again),
  // so swapping two players' dice swaps their fates and leaves every sequence's probability as it
  // was: the players are exchangeable and each wins with probability 1/n. A roll-off ends with one
  // winner unless all contenders tie, so the draw ends with probability 1. The brute-force twin
  // and the walk of `table` (odds.spec.ts) check it.
  const program: Program<InitiativeValue> = counted(initiativeDraw(players), () =>
    Dist.from<InitiativeValue>(players.map((_, winner) => ({ value: traced({ winner }, { rollOffs: [] }), p: 1 / players.length }))),
  );
  return {
    program,
    rulings: [...rulings, 'wartime/initiative-draw'],
    outcome: (v) => outcomeOf(v.winner, traceOf(v).rollOffs.map((ro) => ro.map((x) => ({ player: players[x.player], roll: x.roll })))),
    odds: () => {
      const dist = odds(program);
      return { initiative: players.map((player, i) => ({ player, p: dist.probability((v) => v.winner === i) })) };
    },
    headline: (o) => msg('headline.turn-order', { player: verbatim(o.initiative), phases: o.phases.length }),
    oddsLine: (d) => msg('odds.turn-order', { list: d.initiative.map((x) => msg('odds.player', { player: verbatim(x.player), p: x.p })) }),
  };
}

/** A character or squad in the turn order: its player, the phase it acts in and the Energy it has. */
function actorOf(c: TurnOrderRequest['characters'][number], path: string, players: readonly string[], names: Set<string>, catalog: WartimeCatalog): Actor {
  const player = players.indexOf(c.player);
  if (player < 0) throw violation(`${path}.player`, msg('error.unknown-player', { player: c.player }));
  if (names.has(c.name)) throw violation(`${path}.name`, msg('error.character-names'));
  names.add(c.name);
  const given = [c.reaction !== undefined, c.members !== undefined, c.character !== undefined].filter(Boolean).length;
  if (given !== 1) throw violation(path, msg('error.reaction-source'));
  let reaction: number;
  let max: number;
  if (c.character) {
    const ch = resolveCharacter(c.character, `${path}.character`, catalog);
    reaction = ch.attributes.rea;
    max = ch.maxEnergy;
  } else {
    // A squad acts in the phase of its lowest Reaction, with its lowest Energy (REA + 5).
    const list = c.members ?? [c.reaction as number];
    list.forEach((r, j) => {
      if (!Number.isInteger(r) || r < 1 || r > 10) throw violation(c.members ? `${path}.members[${j}]` : `${path}.reaction`, msg('error.integer-range', { value: r, min: 1, max: 10 }));
    });
    if (list.length === 0) throw violation(`${path}.members`, msg('error.integer-range', { value: 0, min: 1, max: WARTIME_LIMITS.squadMembers }));
    reaction = Math.min(...list);
    max = energyOf(reaction);
  }
  const spent = c.outOfTurnEnergy ?? 0;
  if (!Number.isInteger(spent) || spent < 0 || spent > max) throw violation(`${path}.outOfTurnEnergy`, msg('error.integer-range', { value: spent, min: 0, max }));
  return { name: c.name, player, reaction, energy: max - spent };
}

/** Turn order (ruling wartime/turn-order): the reaction phases once the initiative is known, its holder first, then clockwise, one character at a time. */
function schedule(actors: readonly Actor[], players: readonly string[], first: number): TurnOrderOutcome['phases'] {
  // Ten phases, each sorting every character into its player's queue: a unit per character and per player.
  spend(actors.length + players.length);
  const out: { reaction: number; turns: { player: string; character: string }[] }[] = [];
  for (let r = 10; r >= 1; r--) {
    const queues = players.map((_, p) => actors.filter((a) => a.player === p && a.reaction === r));
    const turns: { player: string; character: string }[] = [];
    for (let k = 0, left = queues.reduce((a, q) => a + q.length, 0); left > 0; k++) {
      const q = queues[(first + k) % players.length];
      const next = q.shift();
      if (!next) continue;
      turns.push({ player: players[next.player], character: next.name });
      left--;
    }
    if (turns.length > 0) out.push({ reaction: r, turns });
  }
  return out;
}

/** One roll-off of the initiative draw: every contender rolls a d10 in turn, the highest and who share it are kept. */
function rollOff(players: readonly string[], contenders: readonly number[]): Program<RollOffResult> {
  return loop<RollOffState, RollOffResult>(traced({ next: 0, high: 0, tied: [] }, []), (s) => {
    const rolls = traceOf(s);
    if (s.next === contenders.length) return pure(done(traced({ tied: s.tied }, rolls)));
    const player = contenders[s.next];
    return rollAs({ die: 'd10', purpose: msg('purpose.initiative', { player: verbatim(players[player]) }) }, relativeTo(s.high), (cls, [face]) => {
      const tied = cls === 'below' ? s.tied : cls === 'equal' ? [...s.tied, player] : [player];
      const high = cls === 'below' || cls === 'equal' ? s.high : face;
      return pure(again(traced({ next: s.next + 1, high, tied }, [...rolls, { player, roll: face }])));
    });
  });
}

/** Initiative draw (ruling wartime/initiative-draw): roll-offs until one player alone has the highest die; only those tied roll again. */
function initiativeDraw(players: readonly string[]): Program<InitiativeValue> {
  return loop<Draw, InitiativeValue>(traced({ contenders: players.map((_, i) => i) }, { rollOffs: [] }), (d) =>
    chain(rollOff(players, d.contenders), (r): Program<Next<Draw, InitiativeValue>> => {
      const rolls = traceOf(r);
      const rollOffs = [...traceOf(d).rollOffs, rolls];
      const step: StepDraft = {
        rule: 'wartime/sequence/initiative',
        summary: msg('step.initiative', { list: rolls.map((x) => msg('initiative.roll', { player: verbatim(players[x.player]), roll: x.roll })) }),
        rolls: rolls.map((x) => x.roll),
        result:
          r.tied.length === 1
            ? msg('result.initiative', { player: verbatim(players[r.tied[0]]) })
            : msg('result.initiative-tie', { players: r.tied.map((p) => verbatim(players[p])) }),
        rulings: ['wartime/initiative-draw'],
      };
      if (r.tied.length === 1) return emit(step, () => emit(phasesStep(r.tied[0], players), () => pure(done(traced({ winner: r.tied[0] }, { rollOffs })))));
      return emit(step, () => pure(again(traced({ contenders: r.tied }, { rollOffs }))));
    }),
  );
}

const phasesStep = (winner: number, players: readonly string[]): StepDraft => ({
  rule: 'wartime/sequence/turn-order',
  summary: msg('step.turn-order', { player: verbatim(players[winner]) }),
  result: msg('result.turn-order', { list: players.map((_, k) => verbatim(players[(winner + k) % players.length])) }),
  rulings: ['wartime/turn-order'],
});

/** A die against the highest so far: below, equal, or a new highest (its face then matters). */
const relativeClassifiers = new Map<number, (faces: number[]) => string | number>();
function relativeTo(high: number): (faces: number[]) => string | number {
  let c = relativeClassifiers.get(high);
  if (!c) relativeClassifiers.set(high, (c = ([f]) => (f < high ? 'below' : f === high ? 'equal' : f)));
  return c;
}
