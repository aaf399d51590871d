import type { ArchetypeProfile, CharacterArchetype, Ref, TransportArchetype, ZoneArchetype } from '../../../engine/wartime/archetypes';

/*
 * Archetypes of a warbook name each other by their slug within it ("trooper" carries "carbine"),
 * and may name built-in archetypes by their catalog id. In their owner's engine catalog a warbook
 * archetype is `<warbook>/<archetype>`, so its references to the warbook's own archetypes are
 * rewritten to that form there; references to built-in ids stay as they are.
 */

type MapId = (id: string) => string;

const one = <P>(ref: Ref<P>, f: MapId, inline: (p: P) => P): Ref<P> => (typeof ref === 'string' ? f(ref) : { profile: inline(ref.profile) });
const all = <P>(refs: readonly Ref<P>[] | undefined, f: MapId, inline: (p: P) => P = (p) => p): Ref<P>[] | undefined => refs?.map((r) => one(r, f, inline));
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function transport<T extends TransportArchetype>(p: T, f: MapId): T {
  return defined({ ...p, weapons: all(p.weapons, f), objects: all(p.objects, f) });
}

function zone<T extends ZoneArchetype>(p: T, f: MapId): T {
  return p.purchase ? { ...p, purchase: defined({ ...p.purchase, weapons: all(p.purchase.weapons, f), objects: all(p.purchase.objects, f) }) } : p;
}

function character<T extends CharacterArchetype>(p: T, f: MapId): T {
  return defined({
    ...p,
    body: one(p.body, f, (b) => b),
    transport: p.transport === undefined ? undefined : one(p.transport, f, (t) => transport(t, f)),
    weapons: all(p.weapons, f),
    protections: all(p.protections, f),
    objects: all(p.objects, f),
  });
}

/** `profile` with every archetype it names by id mapped through `f` (inline profiles walked too). */
export function mapReferences(profile: ArchetypeProfile, f: MapId): ArchetypeProfile {
  switch (profile.type) {
    case 'character':
      return character(profile, f);
    case 'transport':
      return transport(profile, f);
    case 'zone':
      return zone(profile, f);
    default:
      return profile;
  }
}

/**
 * Every id `profile` names (inline profiles walked too): the ids `mapReferences` maps, read
 * without building the mapped profile (writes read those of a whole warbook).
 */
export function referencesOf(profile: ArchetypeProfile): string[] {
  const out: string[] = [];
  const one = (ref: Ref<unknown> | undefined, inline?: (p: never) => void): void => {
    if (typeof ref === 'string') out.push(ref);
    else if (ref !== undefined && inline) inline(ref.profile as never);
  };
  const all = (refs: readonly Ref<unknown>[] | undefined): void => refs?.forEach((r) => one(r));
  const transportRefs = (p: TransportArchetype): void => {
    all(p.weapons);
    all(p.objects);
  };
  switch (profile.type) {
    case 'character':
      one(profile.body);
      one(profile.transport, transportRefs);
      all(profile.weapons);
      all(profile.protections);
      all(profile.objects);
      break;
    case 'transport':
      transportRefs(profile);
      break;
    case 'zone':
      all(profile.purchase?.weapons);
      all(profile.purchase?.objects);
      break;
    default:
      break;
  }
  return out;
}

/** The profile as its owner's engine catalog holds it: the warbook's own slugs become `<warbook>/<slug>`. */
export const catalogProfile = (warbook: string, profile: ArchetypeProfile, slugs: ReadonlySet<string>): ArchetypeProfile =>
  mapReferences(profile, (id) => (slugs.has(id) ? `${warbook}/${id}` : id));
