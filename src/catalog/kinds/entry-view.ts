import type { Lang } from '../../engine/core/types';
import type { KindModule } from '../../games/registry';
import { CustomEntryRecord, PartlyLocalized, textIn } from '../records';

/** What a view is built from: a built-in record or a custom one. */
interface EntrySource {
  readonly id: string;
  readonly faction: string | null;
  readonly name: PartlyLocalized;
  readonly summary: PartlyLocalized;
  readonly profile: unknown;
}

/**
 * An entry's view in `lang`: the shared fields, the kind's own (`toView` of the stored profile),
 * and a custom entry's bookkeeping. Frozen, to the leaves: views are shared between requests.
 */
export function entryView(kind: KindModule, entry: EntrySource, lang: Lang, custom?: CustomEntryRecord): Readonly<Record<string, unknown>> {
  return deepFreeze({
    id: entry.id,
    ...(entry.faction !== null ? { faction: entry.faction } : {}),
    name: textIn(entry.name, lang),
    summary: textIn(entry.summary, lang),
    ...kind.toView(entry.profile),
    ...(custom
      ? {
          owner: custom.owner,
          version: custom.version,
          createdAt: custom.createdAt.toISOString(),
          updatedAt: custom.updatedAt.toISOString(),
          ...(custom.deletedAt ? { deletedAt: custom.deletedAt.toISOString() } : {}),
        }
      : {}),
  });
}

/** Shared views are frozen: an accidental mutation is then a thrown error, not a corrupt reply. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map || value instanceof Set) {
      for (const child of value.values()) deepFreeze(child);
      return value;
    }
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Views of one kind, in their order and by id. */
export interface KindViews {
  readonly list: readonly Readonly<Record<string, unknown>>[];
  readonly byId: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

export function kindViews(list: readonly Readonly<Record<string, unknown>>[]): KindViews {
  return { list, byId: new Map(list.map((v) => [v.id as string, v])) };
}
