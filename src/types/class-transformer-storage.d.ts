/**
 * class-transformer ships its metadata storage at `cjs/storage.js` with the typings under
 * `types/`; this maps the runtime path to those typings (needed to read `@Type` metadata when
 * deriving JSON Schema, as class-validator-jsonschema documents).
 */
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
