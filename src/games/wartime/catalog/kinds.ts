import { Field, ObjectType } from '@nestjs/graphql';
import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { CatalogEntryModel, CatalogEntryView } from '../../../catalog/kinds/entry.views';
import type { ArchetypeProfile } from '../../../engine/wartime';
import type { KindModule } from '../../registry';
import { Out, openApiSchema, requestSchema } from '../../fields';
import { ARCHETYPE_FIELDS, WartimeArchetypeFields, archetypeOf } from '../dto/archetype';
import { ARCHETYPE_TYPE } from '../dto/requests';

/*
 * Wartime's one catalog kind, `archetype` (game-scoped ids; the seven types under one `type`, see
 * src/engine/wartime/catalog.ts). A view is the stored profile as it is: `type` and that type's
 * fields, the shape an inline `profile` and `POST /v1/wartime/archetypes/cost` take, so a read can
 * be priced, copied into a resolve body or PUT back unchanged. Custom archetypes (ids
 * `custom-<slug>`) go through the platform's shared routes: POST/PUT/DELETE /v1/wartime/archetypes.
 */

export class WartimeArchetype extends CatalogEntryView {}
export class WartimeArchetypeModel extends CatalogEntryModel {}

Out.oneOf(ARCHETYPE_TYPE, { description: 'body, character, weapon, protection, transport, object or zone: which fields follow.' })(WartimeArchetype.prototype, 'type');
Out.oneOf(ARCHETYPE_TYPE)(WartimeArchetypeModel.prototype, 'type');
for (const f of ARCHETYPE_FIELDS) {
  // Swagger reads the property's design type; these are declared at run time.
  Reflect.defineMetadata('design:type', Object, WartimeArchetype.prototype, f.field);
  ApiPropertyOptional({ ...(openApiSchema(requestSchema(f.schema)) as ApiPropertyOptions), description: f.description })(WartimeArchetype.prototype, f.field);
  Field(f.gql, { nullable: true, description: f.description })(WartimeArchetypeModel.prototype, f.field);
}
ObjectType('WartimeArchetype', { description: 'A Wartime archetype: `type` and the fields of that type (composite fields as JSON values).' })(WartimeArchetypeModel);

export const WARTIME_ARCHETYPE_KIND_MODULE: KindModule<ArchetypeProfile> = {
  view: WartimeArchetype,
  model: WartimeArchetypeModel,
  toView: (p) => ({ ...p }),
  write: {
    fields: WartimeArchetypeFields,
    input: WartimeArchetypeFields,
    toProfile: archetypeOf,
    example: { type: 'weapon', energy: 2, damage: 6, range: 25, bonuses: [{ name: 'Scope', cost: 5 }] },
  },
};
