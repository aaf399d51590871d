import { Controller, Delete, HttpCode, Param, Post, Put, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Principal } from '../../auth/principal';
import { Caller, RequireScope } from '../../auth/require-scope';
import { ValidBody } from '../../common/validation/validator';
import {
  CreateCustomUnitDto,
  CreateCustomWeaponDto,
  CustomUnitView,
  CustomWeaponView,
  UpdateCustomUnitDto,
  UpdateCustomWeaponDto,
} from './custom-catalog.dto';
import { CustomCatalogService } from './custom-catalog.service';

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } };
const problem = (status: number, description: string): MethodDecorator => ApiResponse({ status, description, content: problemContent });

const WriteProblems = (): MethodDecorator =>
  applyDecorators(
    problem(400, 'Invalid body (each offending path named in `errors`), or a slug that differs from the URL’s.'),
    problem(503, 'The database is unavailable; nothing was written. Retry shortly.'),
  );

const EntryProblems = (kind: string): MethodDecorator =>
  applyDecorators(
    problem(403, `A built-in ${kind} id: the built-in catalog is read-only.`),
    problem(404, `You have no custom ${kind} with this id (another owner’s entries are never visible), or it is deleted.`),
  );

const UnitIdParams = (): MethodDecorator =>
  applyDecorators(ApiParam({ name: 'faction', example: 'custom', description: 'Always `custom` for a writable unit.' }), ApiParam({ name: 'slug', example: 'hero' }));
const EncodedUnitIdParam = (): MethodDecorator => ApiParam({ name: 'id', example: 'custom%2Fhero', description: 'The unit id in one URL-encoded segment.' });
const WeaponIdParam = (): MethodDecorator => ApiParam({ name: 'id', example: 'custom-rail-gun' });

/**
 * Custom (homebrew) AE-WWII units and weapons: write scope, the caller's owner only. Reads go
 * through the catalog routes (GET /v1/ae-wwii/units...), which include the caller's own entries.
 * Unit ids contain a slash, so each unit route also takes the id URL-encoded in one segment.
 */
@ApiTags('custom catalog')
@Controller('v1/ae-wwii')
@RequireScope('write')
export class CustomCatalogController {
  constructor(private readonly custom: CustomCatalogService) {}

  @Post('units')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a custom unit `custom/<slug>` (an inline unit profile with a slug and a localized name)' })
  @ApiBody({ type: CreateCustomUnitDto })
  @ApiCreatedResponse({ type: CustomUnitView })
  @WriteProblems()
  @problem(409, 'You already have a unit with this slug (a deleted one can be restored).')
  createUnit(@Caller() caller: Principal, @ValidBody(CreateCustomUnitDto) body: CreateCustomUnitDto): Promise<CustomUnitView> {
    return this.custom.createUnit(caller.owner, body);
  }

  @Put('units/:faction/:slug')
  @ApiOperation({ summary: 'Replace a custom unit (the previous version is kept in the history)' })
  @UnitIdParams()
  @ApiBody({ type: UpdateCustomUnitDto })
  @ApiOkResponse({ type: CustomUnitView })
  @WriteProblems()
  @EntryProblems('unit')
  updateUnit(@Caller() caller: Principal, @Param('faction') faction: string, @Param('slug') slug: string, @ValidBody(UpdateCustomUnitDto) body: UpdateCustomUnitDto): Promise<CustomUnitView> {
    return this.custom.updateUnit(caller.owner, `${faction}/${slug}`, body);
  }

  @Put('units/:id')
  @ApiOperation({ summary: 'Replace a custom unit, its id URL-encoded (`custom%2Fhero`)' })
  @EncodedUnitIdParam()
  @ApiBody({ type: UpdateCustomUnitDto })
  @ApiOkResponse({ type: CustomUnitView })
  @WriteProblems()
  @EntryProblems('unit')
  updateUnitByEncodedId(@Caller() caller: Principal, @Param('id') id: string, @ValidBody(UpdateCustomUnitDto) body: UpdateCustomUnitDto): Promise<CustomUnitView> {
    return this.custom.updateUnit(caller.owner, id, body);
  }

  @Delete('units/:faction/:slug')
  @ApiOperation({ summary: 'Delete a custom unit (soft: it can be restored)' })
  @UnitIdParams()
  @ApiOkResponse({ type: CustomUnitView, description: 'The deleted entry, `deletedAt` set.' })
  @problem(503, 'The database is unavailable; nothing was written.')
  @EntryProblems('unit')
  deleteUnit(@Caller() caller: Principal, @Param('faction') faction: string, @Param('slug') slug: string): Promise<CustomUnitView> {
    return this.custom.deleteUnit(caller.owner, `${faction}/${slug}`);
  }

  @Delete('units/:id')
  @ApiOperation({ summary: 'Delete a custom unit, its id URL-encoded' })
  @EncodedUnitIdParam()
  @ApiOkResponse({ type: CustomUnitView })
  @problem(503, 'The database is unavailable; nothing was written.')
  @EntryProblems('unit')
  deleteUnitByEncodedId(@Caller() caller: Principal, @Param('id') id: string): Promise<CustomUnitView> {
    return this.custom.deleteUnit(caller.owner, id);
  }

  @Post('units/:faction/:slug/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a deleted custom unit (a no-op for one that is not deleted)' })
  @UnitIdParams()
  @ApiOkResponse({ type: CustomUnitView })
  @problem(503, 'The database is unavailable; nothing was written.')
  @EntryProblems('unit')
  restoreUnit(@Caller() caller: Principal, @Param('faction') faction: string, @Param('slug') slug: string): Promise<CustomUnitView> {
    return this.custom.restoreUnit(caller.owner, `${faction}/${slug}`);
  }

  @Post('units/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a deleted custom unit, its id URL-encoded' })
  @EncodedUnitIdParam()
  @ApiOkResponse({ type: CustomUnitView })
  @problem(503, 'The database is unavailable; nothing was written.')
  @EntryProblems('unit')
  restoreUnitByEncodedId(@Caller() caller: Principal, @Param('id') id: string): Promise<CustomUnitView> {
    return this.custom.restoreUnit(caller.owner, id);
  }

  @Post('weapons')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a custom weapon `custom-<slug>` (an inline weapon profile with a slug and a localized name)' })
  @ApiBody({ type: CreateCustomWeaponDto })
  @ApiCreatedResponse({ type: CustomWeaponView })
  @WriteProblems()
  @problem(409, 'You already have a weapon with this slug (a deleted one can be restored).')
  createWeapon(@Caller() caller: Principal, @ValidBody(CreateCustomWeaponDto) body: CreateCustomWeaponDto): Promise<CustomWeaponView> {
    return this.custom.createWeapon(caller.owner, body);
  }

  @Put('weapons/:id')
  @ApiOperation({ summary: 'Replace a custom weapon (the previous version is kept in the history)' })
  @WeaponIdParam()
  @ApiBody({ type: UpdateCustomWeaponDto })
  @ApiOkResponse({ type: CustomWeaponView })
  @WriteProblems()
  @EntryProblems('weapon')
  updateWeapon(@Caller() caller: Principal, @Param('id') id: string, @ValidBody(UpdateCustomWeaponDto) body: UpdateCustomWeaponDto): Promise<CustomWeaponView> {
    return this.custom.updateWeapon(caller.owner, id, body);
  }

  @Delete('weapons/:id')
  @ApiOperation({ summary: 'Delete a custom weapon (soft: it can be restored)' })
  @WeaponIdParam()
  @ApiOkResponse({ type: CustomWeaponView })
  @problem(503, 'The database is unavailable; nothing was written.')
  @EntryProblems('weapon')
  deleteWeapon(@Caller() caller: Principal, @Param('id') id: string): Promise<CustomWeaponView> {
    return this.custom.deleteWeapon(caller.owner, id);
  }

  @Post('weapons/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a deleted custom weapon (a no-op for one that is not deleted)' })
  @WeaponIdParam()
  @ApiOkResponse({ type: CustomWeaponView })
  @problem(503, 'The database is unavailable; nothing was written.')
  @EntryProblems('weapon')
  restoreWeapon(@Caller() caller: Principal, @Param('id') id: string): Promise<CustomWeaponView> {
    return this.custom.restoreWeapon(caller.owner, id);
  }
}
