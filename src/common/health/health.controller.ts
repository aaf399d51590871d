import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CatalogService } from '../../catalog/catalog.service';
import { DatabaseHealth } from '../../database/database-health';
import { ProblemType } from '../problem/problem.exception';
import { problemOf } from '../problem/problem';

export class HealthResponse {
  @ApiProperty({ example: 'ok' })
  readonly status!: 'ok';

  @ApiProperty({ description: 'Per dependency: `up` or `loaded`.', example: { database: 'up', catalog: 'loaded' }, required: false })
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

  /** Readiness: the database answers and the catalog is in memory. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database answers and the catalog is loaded.' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiResponse({ status: 503, description: 'Not ready (problem+json naming what is down).', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } })
  async ready(): Promise<HealthResponse> {
    const [db, catalog] = await Promise.all([this.database.ping().catch(() => false), Promise.resolve(this.catalogLoaded())]);
    if (db && catalog) return { status: 'ok', checks: { database: 'up', catalog: 'loaded' } };
    const errors = [
      ...(db ? [] : [{ path: 'database', message: 'does not answer' }]),
      ...(catalog ? [] : [{ path: 'catalog', message: 'is not loaded' }]),
    ];
    throw problemOf(ProblemType.Unavailable, `Not ready: ${errors.map((e) => `${e.path} ${e.message}`).join(', ')}.`, errors);
  }

  private catalogLoaded(): boolean {
    try {
      this.catalog.aeCatalog();
      return true;
    } catch {
      return false;
    }
  }
}
