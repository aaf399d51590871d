import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, Matches } from 'class-validator';
import { StrictDto, StringLength } from '../common/validation/decorators';
import { maskedApiKey } from './api-key.format';
import { ApiKeyRecord } from './api-key.store';
import { SCOPES, Scope } from './principal';

export const OWNER_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const OWNER_MAX = 64;

/** `POST /v1/admin/api-keys` (and `npm run api-key -- create`). */
export class CreateApiKeyDto extends StrictDto {
  @ApiProperty({ description: 'Who the key belongs to: a lowercase slug. Custom catalog entries belong to the owner, not to one key.', example: 'discord-bot-7', pattern: OWNER_PATTERN.source, minLength: 1, maxLength: OWNER_MAX })
  @StringLength(1, OWNER_MAX)
  @Matches(OWNER_PATTERN)
  readonly owner!: string;

  @ApiProperty({ description: 'read: the owner’s custom entries in reads and resolves; write: create, update and delete them; admin: manage API keys.', enum: SCOPES, enumName: 'Scope', isArray: true, example: ['read', 'write'], minItems: 1, maxItems: SCOPES.length, uniqueItems: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SCOPES.length)
  @ArrayUnique()
  @IsIn(SCOPES, { each: true })
  readonly scopes!: Scope[];
}

/** A stored key as listings show it: no secret, no hash. */
export class ApiKeyView {
  @ApiProperty({ description: 'Public id of the key (the 8 characters after `arb_`).', example: '7Gq2LmZa' })
  readonly id!: string;

  @ApiProperty({ example: 'discord-bot-7' })
  readonly owner!: string;

  @ApiProperty({ enum: SCOPES, enumName: 'Scope', isArray: true, example: ['read', 'write'] })
  readonly scopes!: Scope[];

  @ApiProperty({ description: 'The key as it may be displayed: id and last 4 characters.', example: 'arb_7Gq2LmZa_…0bX3' })
  readonly display!: string;

  @ApiProperty({ example: '2026-01-31T12:00:00.000Z' })
  readonly createdAt!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'When it was revoked; null while active.', example: null })
  readonly revokedAt!: string | null;
}

/** The answer to a creation: the only time the key itself is ever shown. */
export class CreatedApiKeyView extends ApiKeyView {
  @ApiProperty({ description: 'The API key. Shown once: store it now; only its hash is kept.', example: 'arb_7Gq2LmZa_x4N0c9hQ2vB8mK1pR6tY3wE5zU7aD9fG0j_0bX3fQ' })
  readonly key!: string;
}

export function apiKeyView(r: ApiKeyRecord): ApiKeyView {
  return {
    id: r.id,
    owner: r.owner,
    scopes: [...r.scopes],
    display: maskedApiKey(r.id, r.last4),
    createdAt: r.createdAt.toISOString(),
    revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
  };
}
