import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RequestWork, Work } from '../common/http/work-budget';
import { Lang, LangCarrier, REQUEST_LANG } from '../common/i18n/lang.decorator';
import { ApiLangQuery } from '../common/i18n/lang.openapi';
import { ValidBody } from '../common/validation/validator';
import type { ResolutionView } from '../engine/core/resolution';
import type { Lang as LangCode } from '../engine/core/types';
import { ContinueSharedRulingBody } from './continue.dto';
import { SharedRulingView, SharedRulingsReader } from './shared-rulings.reader';
import { ShareAs, Sharer } from './sharer';

export class SharedRulingResponse {
  @ApiProperty({ example: '4fQ9zK2mXb7R' }) readonly id!: string;
  @ApiProperty({ example: 'ae-wwii' }) readonly game!: string;
  @ApiProperty({ example: 'shot' }) readonly action!: string;
  @ApiProperty({ format: 'date-time' }) readonly createdAt!: string;
  @ApiProperty({ format: 'date-time', description: '30 days after `createdAt`; after it the id is a 404.' }) readonly expiresAt!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The body that was resolved.' }) readonly request!: Record<string, unknown>;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The ruling, as its resolve route answered it (that route documents its shape), replayed from the catalog entries and dice it was ruled with: in the language asked when its game has it, else in the one it was made in; Content-Language says which.',
  })
  readonly resolution!: Record<string, unknown>;
}

const problem = (status: number, description: string): MethodDecorator =>
  ApiResponse({ status, description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } });

/**
 * Shared rulings: `GET /v1/shared/{id}` (public: a virtual-tabletop plugin that can only GET reads
 * it) and `POST /v1/shared/{id}/continue` (a bot's button: the next dice of a table-dice ruling).
 */
@ApiTags('shared')
@Controller('v1/shared')
export class SharedRulingsController {
  constructor(private readonly reader: SharedRulingsReader) {}

  @Get(':id')
  @ApiOperation({ summary: 'A shared ruling, by the id `?share=true` returned (kept 30 days).' })
  // No example id: a shared id is random, so none could answer as documented (test/docs).
  @ApiParam({ name: 'id', description: 'The 12 base62 characters `?share=true` returned.' })
  @ApiLangQuery()
  @ApiOkResponse({ type: SharedRulingResponse })
  @problem(404, 'No such ruling, or older than 30 days.')
  @problem(409, 'The ruling can no longer be replayed as it was ruled (its rules changed since).')
  @problem(503, 'This instance runs without a database, or the database is unavailable.')
  async read(@Param('id') id: string, @Lang() lang: LangCode, @Req() req: object, @Work() work: RequestWork | undefined): Promise<SharedRulingView> {
    const { value, lang: written } = await this.reader.read(id, lang, work);
    (req as LangCarrier)[REQUEST_LANG] = written;
    return value;
  }

  @Post(':id/continue')
  @HttpCode(200)
  @ApiOperation({ summary: 'Continues a shared table-dice ruling (`complete: false`) with the next dice values; `?share=true` shares the result under a new id.' })
  @ApiParam({ name: 'id', description: 'The id of a shared ruling with `complete: false`.' })
  @ApiBody({ type: ContinueSharedRulingBody })
  @ApiLangQuery()
  @ApiQuery({ name: 'share', required: false, type: Boolean, description: '`true` stores the continued ruling for 30 days, with the same catalog entries, and returns its new `id`: counted by the daily sharing quota (429 `share-quota` past it).' })
  @ApiOkResponse({
    description: 'The continued ruling, shaped as its resolve route answers (with the same `odds`, options, `style` and `embed`); its `id` when shared.',
    schema: { type: 'object', additionalProperties: true },
  })
  @problem(400, 'Malformed body or query parameter.')
  @problem(404, 'No such ruling, or older than 30 days.')
  @problem(409, 'The ruling is complete, was not rolled with table dice, or can no longer be replayed as it was ruled.')
  @problem(413, 'With `?share=true`: the continued ruling would store more than SHARED_RULING_MAX_BYTES (naming the heaviest field of the body).')
  @problem(422, 'A value the die lacks, or more values than the resolution uses (`values[i]`).')
  @problem(503, 'This instance runs without a database, or the database is unavailable.')
  continue(
    @Param('id') id: string,
    @ValidBody(ContinueSharedRulingBody) body: ContinueSharedRulingBody,
    @Lang() lang: LangCode,
    @ShareAs() share: Sharer | undefined,
    @Work() work: RequestWork | undefined,
  ): Promise<ResolutionView> {
    return this.reader.continue(id, body.values, lang, share, work);
  }
}
