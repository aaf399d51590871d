/** The field decorators moved to src/games/fields.ts (shared by every game's Nest side). */
export * from '../fields';
