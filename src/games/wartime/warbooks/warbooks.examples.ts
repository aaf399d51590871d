/*
 * The warbook routes' OpenAPI examples: a walk through a warbook of the reader's own, in the order
 * /docs lists the routes. A built-in example is read-only, so the write routes' examples create
 * `my-team` and then address it: its archetypes (what a character is made of first, then the
 * character), a play list recruiting it, a replace of each, and a delete and restore of each. The
 * read routes name the built-in `strike-team` (readable without a key), whose `trooper` and
 * `patrol` share the slugs of ours, so one example serves both for those parameters.
 * test/docs/openapi-examples.e2e-spec.ts sends every one of them and expects the documented status.
 */

/** The built-in example warbook the read routes' examples read. */
export const BUILT_IN_WARBOOK = 'strike-team';
/** The reader's own warbook the write routes' examples create and then write. */
export const MY_WARBOOK = 'my-team';
export const MY_CHARACTER = 'trooper';
export const MY_PLAY_LIST = 'patrol';

interface Example {
  readonly summary: string;
  readonly value: Readonly<Record<string, unknown>>;
}
type Examples = Readonly<Record<string, Example>>;

const character = { type: 'character', body: 'trooper-body', weapons: ['rifle'], protections: ['helmet'], baseDiameter: 2.5 };
const patrol = (count: number) => ({ pointLimit: 200, maxLevel: 30, squads: [{ name: 'Alpha', characters: [{ archetype: MY_CHARACTER, count }] }] });

export const WARBOOK_CREATE: Examples = {
  'my-team': {
    summary: 'A warbook of your own (its archetypes follow, one POST each)',
    value: {
      slug: MY_WARBOOK,
      name: { en: 'My team', es: 'Mi equipo', fr: 'Mon équipe' },
      description: { en: 'A rifle squad, built up one archetype at a time.', es: 'Una escuadra de fusileros, armada arquetipo a arquetipo.', fr: 'Une escouade de fusiliers, montée archétype par archétype.' },
    },
  },
};

export const WARBOOK_REPLACE: Examples = {
  'my-team': { summary: 'New name and description (in the request’s language; the other languages are kept)', value: { name: 'My rifle team', description: 'Riflemen in helmets.' } },
};

/**
 * In the order a character needs them: what it names before the character itself. The document
 * sorts keys (so the committed spec diffs cleanly): the names carry the order.
 */
export const ARCHETYPE_CREATE: Examples = {
  '1-body': { summary: '1. A body', value: { slug: 'trooper-body', name: 'Trooper', profile: { type: 'body', con: 5, agi: 5, int: 4, rea: 5, vol: 5 } } },
  '2-weapon': { summary: '2. A weapon', value: { slug: 'rifle', name: 'Rifle', profile: { type: 'weapon', energy: 2, damage: 4, range: 15 } } },
  '3-protection': { summary: '3. A protection', value: { slug: 'helmet', name: 'Helmet', profile: { type: 'protection', energy: 1, protection: 1 } } },
  '4-character': { summary: '4. A character of the three (by their slugs)', value: { slug: MY_CHARACTER, name: 'Rifle trooper', profile: character } },
};

export const ARCHETYPE_REPLACE: Examples = {
  trooper: { summary: 'The character, with a point of Fortune', value: { slug: MY_CHARACTER, name: 'Veteran trooper', profile: { ...character, fortune: 1 } } },
};

export const PLAY_LIST_CREATE: Examples = {
  patrol: { summary: 'Three of your troopers', value: { slug: MY_PLAY_LIST, name: 'Patrol', ...patrol(3) } },
};

export const PLAY_LIST_REPLACE: Examples = {
  patrol: { summary: 'One more trooper', value: { name: 'Reinforced patrol', ...patrol(4) } },
};

export const PLAY_LIST_VALIDATE: Examples = {
  patrol: { summary: 'Three troopers under 200 points', value: patrol(3) },
};
