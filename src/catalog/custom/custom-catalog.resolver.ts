import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Principal } from '../../auth/principal';
import { Caller, RequireScope } from '../../auth/require-scope';
import { validateBody } from '../../common/validation/validator';
import { toRestJson } from '../../games/ae-wwii/graphql/ae-wwii.mapper';
import {
  CreateCustomUnitDto,
  CreateCustomWeaponDto,
  CustomUnitView,
  CustomWeaponView,
  UpdateCustomUnitDto,
  UpdateCustomWeaponDto,
} from './custom-catalog.dto';
import { AeCustomUnitInput, AeCustomUnitModel, AeCustomWeaponInput, AeCustomWeaponModel } from './custom-catalog.graphql';
import { CustomCatalogService } from './custom-catalog.service';

const ID_ARG = { name: 'id', type: () => String } as const;

/**
 * GraphQL twins of the custom catalog writes: the same scope guard, the same DTO validation on
 * the REST-shaped body, the same service calls (so the same 403/404/409/503 problems, carried in
 * `extensions`). Reads are the catalog queries (`units`, `unit`, `weapons`, `weapon`).
 */
@Resolver()
@RequireScope('write')
export class CustomCatalogResolver {
  constructor(private readonly custom: CustomCatalogService) {}

  @Mutation(() => AeCustomUnitModel, { description: 'Create a custom unit custom/<slug> (POST /v1/ae-wwii/units).' })
  createAeWwiiUnit(@Caller() caller: Principal, @Args('input') input: AeCustomUnitInput): Promise<CustomUnitView> {
    return this.custom.createUnit(caller.owner, validateBody(CreateCustomUnitDto, toRestJson(input)));
  }

  @Mutation(() => AeCustomUnitModel, { description: 'Replace a custom unit (PUT /v1/ae-wwii/units/{id}).' })
  updateAeWwiiUnit(@Caller() caller: Principal, @Args(ID_ARG) id: string, @Args('input') input: AeCustomUnitInput): Promise<CustomUnitView> {
    return this.custom.updateUnit(caller.owner, id, validateBody(UpdateCustomUnitDto, toRestJson(input)));
  }

  @Mutation(() => AeCustomUnitModel, { description: 'Delete a custom unit; it can be restored (DELETE /v1/ae-wwii/units/{id}).' })
  deleteAeWwiiUnit(@Caller() caller: Principal, @Args(ID_ARG) id: string): Promise<CustomUnitView> {
    return this.custom.deleteUnit(caller.owner, id);
  }

  @Mutation(() => AeCustomUnitModel, { description: 'Restore a deleted custom unit (POST /v1/ae-wwii/units/{id}/restore).' })
  restoreAeWwiiUnit(@Caller() caller: Principal, @Args(ID_ARG) id: string): Promise<CustomUnitView> {
    return this.custom.restoreUnit(caller.owner, id);
  }

  @Mutation(() => AeCustomWeaponModel, { description: 'Create a custom weapon custom-<slug> (POST /v1/ae-wwii/weapons).' })
  createAeWwiiWeapon(@Caller() caller: Principal, @Args('input') input: AeCustomWeaponInput): Promise<CustomWeaponView> {
    return this.custom.createWeapon(caller.owner, validateBody(CreateCustomWeaponDto, toRestJson(input)));
  }

  @Mutation(() => AeCustomWeaponModel, { description: 'Replace a custom weapon (PUT /v1/ae-wwii/weapons/{id}).' })
  updateAeWwiiWeapon(@Caller() caller: Principal, @Args(ID_ARG) id: string, @Args('input') input: AeCustomWeaponInput): Promise<CustomWeaponView> {
    return this.custom.updateWeapon(caller.owner, id, validateBody(UpdateCustomWeaponDto, toRestJson(input)));
  }

  @Mutation(() => AeCustomWeaponModel, { description: 'Delete a custom weapon; it can be restored (DELETE /v1/ae-wwii/weapons/{id}).' })
  deleteAeWwiiWeapon(@Caller() caller: Principal, @Args(ID_ARG) id: string): Promise<CustomWeaponView> {
    return this.custom.deleteWeapon(caller.owner, id);
  }

  @Mutation(() => AeCustomWeaponModel, { description: 'Restore a deleted custom weapon (POST /v1/ae-wwii/weapons/{id}/restore).' })
  restoreAeWwiiWeapon(@Caller() caller: Principal, @Args(ID_ARG) id: string): Promise<CustomWeaponView> {
    return this.custom.restoreWeapon(caller.owner, id);
  }
}
