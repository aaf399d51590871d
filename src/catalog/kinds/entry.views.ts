import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, Int, ObjectType } from '@nestjs/graphql';

/*
 * What every catalog entry's view has, whatever the game and kind: games' views extend these
 * (REST `CatalogEntryView`/`FactionEntryView`, GraphQL `CatalogEntryModel`/`FactionEntryModel`)
 * and add their profile's fields. Custom entries also carry their bookkeeping; a write body
 * accepts all of it back (src/catalog/kinds/entry.dto.ts).
 */

export class CatalogEntryView {
  @ApiProperty({ example: 'kar98k', description: 'Catalog id; a custom entry’s is `custom-<slug>` (`custom/<slug>` in a faction-scoped kind).' })
  readonly id!: string;

  @ApiProperty({ example: 'KAR98k', description: 'In the reply’s language (Content-Language).' })
  readonly name!: string;

  @ApiProperty({ description: 'In the reply’s language.' })
  readonly summary!: string;

  @ApiPropertyOptional({ example: 'discord-bot-7', description: 'Custom entries only: the owner (the API key’s owner that wrote it).' })
  readonly owner?: string;

  @ApiPropertyOptional({ example: 2, description: 'Custom entries only: 1 when created, +1 on every update, delete or restore (previous versions are kept). A PUT that sends it must send the current one.' })
  readonly version?: number;

  @ApiPropertyOptional({ example: '2026-01-31T12:00:00.000Z', description: 'Custom entries only.' })
  readonly createdAt?: string;

  @ApiPropertyOptional({ example: '2026-01-31T12:05:00.000Z', description: 'Custom entries only.' })
  readonly updatedAt?: string;

  @ApiPropertyOptional({ example: '2026-01-31T12:09:00.000Z', description: 'Custom entries only, while deleted (the DELETE reply): it can be restored.' })
  readonly deletedAt?: string;
}

export class FactionEntryView extends CatalogEntryView {
  @ApiProperty({ example: 'german-geneticists', description: 'The faction (`custom` for custom entries); the id is `<faction>/<slug>`.' })
  readonly faction!: string;
}

@ObjectType({ isAbstract: true })
export class CatalogEntryModel {
  @Field({ description: 'Catalog id; custom entries: custom-<slug> (custom/<slug> when faction-scoped).' }) readonly id!: string;
  @Field() readonly name!: string;
  @Field() readonly summary!: string;
  @Field({ nullable: true, description: 'Custom entries only.' }) readonly owner?: string;
  @Field(() => Int, { nullable: true, description: 'Custom entries only: +1 on every update, delete or restore.' }) readonly version?: number;
  @Field({ nullable: true }) readonly createdAt?: string;
  @Field({ nullable: true }) readonly updatedAt?: string;
  @Field({ nullable: true, description: 'Set while a custom entry is deleted.' }) readonly deletedAt?: string;
}

@ObjectType({ isAbstract: true })
export class FactionEntryModel extends CatalogEntryModel {
  @Field() readonly faction!: string;
}
