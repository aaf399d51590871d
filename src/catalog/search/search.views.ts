import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** One catalog entry, special rule or ruling a search found, in the reply's language. */
export class SearchResultView {
  @ApiProperty({
    example: 'unit',
    description: 'What it is: a catalog kind of the game (`unit`, `weapon`, `psi-power`...), `special-rule` or `ruling`.',
  })
  readonly kind!: string;

  @ApiProperty({ example: 'american-sci-tech/airborne', description: 'Its id, as requests name it.' })
  readonly id!: string;

  @ApiProperty({ example: 'Paracaidista', description: 'Its name (a ruling’s title) in the reply’s language (Content-Language).' })
  readonly name!: string;

  @ApiProperty({ example: '/v1/ae-wwii/units/american-sci-tech/airborne', description: 'Where to read it (GET).' })
  readonly link!: string;

  @ApiProperty({ example: false, description: 'One of your own custom entries (only ever with your API key).' })
  readonly custom!: boolean;
}

export class SearchResultsView {
  @ApiProperty({ example: 'paracaidista', description: 'The query, as searched (trimmed).' })
  readonly q!: string;

  @ApiProperty({ type: [SearchResultView], description: 'Best match first: a name equal to the query, then by full-text rank (names above ids above summaries), then by kind and id.' })
  readonly results!: SearchResultView[];
}

@ObjectType('SearchResult', { description: 'A catalog entry, special rule or ruling a search found.' })
export class SearchResultModel {
  @Field({ description: 'A catalog kind of the game (unit, weapon...), special-rule or ruling.' }) readonly kind!: string;
  @Field() readonly id!: string;
  @Field({ description: 'In the reply’s language.' }) readonly name!: string;
  @Field({ description: 'Where to read it over REST (GET).' }) readonly link!: string;
  @Field({ description: 'One of your own custom entries.' }) readonly custom!: boolean;
}

@ObjectType('SearchResults')
export class SearchResultsModel {
  @Field() readonly q!: string;
  @Field(() => [SearchResultModel]) readonly results!: SearchResultModel[];
}

/** Results a search returns by default, and at most (`limit`). */
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
/** Longest query, in characters, and the most words searched. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_WORDS_MAX = 8;

/** Field types the GraphQL query's `limit` argument uses. */
export const SEARCH_LIMIT_TYPE = () => Int;
