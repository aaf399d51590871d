import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CatalogService } from '../../catalog/catalog.service';
import { DatabaseHealth } from '../../database/database-health';
import { ProblemType, problemMsg } from '../problem/problem.exception';
import { problemOf } from '../problem/problem';

export class HealthResponse {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    enumName: 'HealthStatus',
    example: 'ok',
    description: '`degraded`: the database is down; resolves and catalog reads are still served from memory, writes answer 503.',
  })
  readonly status!: 'ok' | 'degraded';

  @ApiProperty({
    description: 'Per dependency: database `up` or `down`; `catalog` `loaded` when every game’s is, and per game (`catalog.<game>`) `loaded` or `missing`.',
    example: { database: 'up', catalog: 'loaded', 'catalog.ae-wwii': 'loaded' },
    required: false,
  })
  readonly checks?: Readonly<Record<string, string>>;
}

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly catalog: CatalogService,
  ) {}

  /** Liveness: the process answers. Never touches the database. */
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers (never touches the database).' })
  @ApiOkResponse({ type: HealthResponse })
  live(): HealthResponse {
    return { status: 'ok' };
  }

  /** Readiness: every registered game's catalog is in memory; the database state is reported. */
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the catalog is loaded, so resolves and reads can be served; the database state is reported.',
  })
  @ApiOkResponse({ type: HealthResponse })
  @ApiResponse({ status: 503, description: 'Not ready (problem+json naming what is down).', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } })
  async ready(): Promise<HealthResponse> {
    const db = await this.database.ping().catch(() => false);
    const games = [...this.catalog.status()];
    const missing = games.filter(([, loaded]) => !loaded).map(([game]) => game);
    // A replica whose database is down still serves resolves and catalog reads from memory, so it
    // stays ready (an orchestrator keeps routing to it) and reports itself degraded; only a
    // replica without a game's catalog cannot serve that game and is not ready.
    if (missing.length === 0) {
      const perGame = Object.fromEntries(games.map(([game]) => [`catalog.${game}`, 'loaded']));
      return { status: db ? 'ok' : 'degraded', checks: { database: db ? 'up' : 'down', catalog: 'loaded', ...perGame } };
    }
    const errors = [
      ...missing.map((game) => ({ path: `catalog.${game}`, message: problemMsg('field.catalog-not-loaded') })),
      ...(db ? [] : [{ path: 'database', message: problemMsg('field.database-down') }]),
    ];
    throw problemOf(ProblemType.Unavailable, problemMsg(db ? 'detail.not-ready' : 'detail.not-ready-database'), errors);
  }
}
