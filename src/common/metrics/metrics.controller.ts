import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MetricsService } from './metrics.service';

@ApiTags('operations')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOperation({ summary: 'Prometheus metrics (text exposition format).' })
  @ApiOkResponse({ description: 'Process metrics and http_request_duration_seconds.', content: { 'text/plain': { schema: { type: 'string' } } } })
  scrape(): Promise<string> {
    return this.metrics.metrics();
  }
}
