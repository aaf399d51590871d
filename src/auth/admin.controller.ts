import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ProblemException, problemMsg } from '../common/problem/problem.exception';
import { ValidBody } from '../common/validation/validator';
import { API_KEY_ID_PATTERN } from './api-key.format';
import { ApiKeyService } from './api-key.service';
import { ApiKeyView, CreateApiKeyDto, CreatedApiKeyView, OWNER_MAX, OWNER_PATTERN, apiKeyView } from './api-key.dto';
import { RequireScope } from './require-scope';

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } };

/** API key management (admin scope). Writes need the database: 503 while it is down. */
@ApiTags('admin')
@Controller('v1/admin/api-keys')
@RequireScope('admin')
@ApiResponse({ status: 503, description: 'The database is unavailable; nothing was changed.', content: problemContent })
export class AdminApiKeysController {
  constructor(private readonly keys: ApiKeyService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an API key; the response carries the key, shown this once' })
  @ApiBody({ type: CreateApiKeyDto, examples: { example: { value: { owner: 'discord-bot-7', scopes: ['read', 'write'] } } } })
  @ApiCreatedResponse({ type: CreatedApiKeyView })
  @ApiResponse({ status: 400, description: 'Invalid owner or scopes (paths named in `errors`).', content: problemContent })
  async create(@ValidBody(CreateApiKeyDto) body: CreateApiKeyDto): Promise<CreatedApiKeyView> {
    const created = await this.keys.create(body.owner, body.scopes);
    return { ...apiKeyView(created.record), key: created.key };
  }

  @Get()
  @ApiOperation({ summary: 'List API keys (never the keys themselves), optionally of one owner' })
  @ApiQuery({ name: 'owner', required: false, example: 'discord-bot-7' })
  @ApiOkResponse({ type: [ApiKeyView] })
  async list(@Query('owner') owner: string | string[] | undefined): Promise<ApiKeyView[]> {
    const value = Array.isArray(owner) ? owner[0] : owner;
    if (value !== undefined && value !== '' && !(OWNER_PATTERN.test(value) && value.length <= OWNER_MAX)) {
      throw ProblemException.invalidParam('owner', problemMsg('field.owner', { slug: problemMsg('format.slug'), max: OWNER_MAX }));
    }
    return (await this.keys.list(value || undefined)).map(apiKeyView);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API key: rejected (401) on every replica within a second' })
  @ApiParam({ name: 'id', description: 'The key’s public id.', example: '7Gq2LmZa' })
  @ApiOkResponse({ type: ApiKeyView, description: 'The revoked key (revoking twice keeps the first revocation time).' })
  @ApiResponse({ status: 404, description: 'No key has this id.', content: problemContent })
  async revoke(@Param('id') id: string): Promise<ApiKeyView> {
    if (!API_KEY_ID_PATTERN.test(id)) throw ProblemException.invalidParam('id', problemMsg('field.api-key-id'));
    return apiKeyView(await this.keys.revoke(id));
  }
}
