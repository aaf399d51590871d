import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { description, name, version } from '../../../package.json';

export class IndexLinks {
  @ApiProperty({ example: '/docs', description: 'Interactive API documentation (Swagger UI).' })
  readonly docs!: string;

  @ApiProperty({ example: '/docs-json', description: 'The OpenAPI document.' })
  readonly openapi!: string;

  @ApiProperty({ example: '/v1/games', description: 'The registered games, their editions, languages and catalogs.' })
  readonly games!: string;

  @ApiProperty({ example: '/graphql', description: 'GraphQL (POST, one operation per request).' })
  readonly graphql!: string;

  @ApiProperty({ example: '/health/ready', description: 'Readiness: the catalogs are loaded; the database state is reported.' })
  readonly health!: string;
}

export class IndexResponse {
  @ApiProperty({ example: 'arbiter' })
  readonly name!: string;

  @ApiProperty({ example: '0.1.0', description: 'The running release.' })
  readonly version!: string;

  @ApiProperty({ example: 'Rules API for tabletop skirmish wargames: exact odds, step-by-step rulings, REST and GraphQL.' })
  readonly description!: string;

  @ApiProperty({ type: IndexLinks, description: 'Where to go from here (paths on this host).' })
  readonly links!: IndexLinks;
}

// Built once: the answer never changes while the process runs.
const INDEX: IndexResponse = Object.freeze({
  name,
  version,
  description,
  links: Object.freeze({ docs: '/docs', openapi: '/docs-json', games: '/v1/games', graphql: '/graphql', health: '/health/ready' }),
});

/** `GET /`: what a newcomer (or a crawler) finds at the root, instead of a 404. */
@ApiTags('operations')
@Controller()
export class IndexController {
  @Get()
  @ApiOperation({ summary: 'The service: its name, version and where its docs, games, GraphQL and health are.' })
  @ApiOkResponse({ type: IndexResponse, description: 'The index (JSON).' })
  index(): IndexResponse {
    return INDEX;
  }
}
