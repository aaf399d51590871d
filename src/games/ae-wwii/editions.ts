import { Controller, Get, Header } from '@nestjs/common';
import { ObjectType, Query, Resolver } from '@nestjs/graphql';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogService } from '../../catalog/catalog.service';
import { LangArg } from '../../common/graphql/lang';
import { Lang } from '../../common/i18n/lang.decorator';
import { ApiLangQuery } from '../../common/i18n/lang.openapi';
import { parseEditionRules } from '../../engine/ae-wwii/catalog';
import { AE_WWII } from '../../engine/ae-wwii';
import { gameTranslator } from '../../engine/core/game';
import { Lang as LangCode, msg } from '../../engine/core/types';
import { textIn } from '../../catalog/records';
import type { InoculationEffect } from '../../engine/ae-wwii/model';
import { Out } from '../fields';
import { INOCULATION_EFFECT } from './dto/fields';

/*
 * AE-WWII's own read beyond the shared catalog routes: its editions with the Doktor's inoculation
 * chart, which differs between them (en/fr: a 1 is two wounds; es: the model goes berserker). The
 * chart is each edition's rules; the effects are named as the rulings name them (the engine's
 * `effect-name.*` messages). Each shape is one class, the Swagger schema and the GraphQL type.
 */

@ObjectType('AeWwiiInoculationRow', { description: 'A row of the Doktor’s inoculation chart: d6 faces from..to give the effect.' })
export class AeWwiiInoculationRow {
  @Out.int({ example: 2, description: 'Lowest d6 face of the row.' }) readonly from!: number;
  @Out.int({ example: 3, description: 'Highest d6 face of the row.' }) readonly to!: number;
  @Out.oneOf(INOCULATION_EFFECT, { example: 'plus-1-ap' }) readonly effect!: InoculationEffect;
  @Out.text({ example: '+1 AP', description: 'The effect as the rulings name it, in the reply’s language.' }) readonly name!: string;
}

@ObjectType('AeWwiiEdition', { description: 'An AE-WWII rules edition with its inoculation chart.' })
export class AeWwiiEdition {
  @Out.text({ example: 'es', description: 'Pass as `edition` in resolve bodies.' }) readonly id!: string;
  @Out.text({ example: 'Spanish edition' }) readonly name!: string;
  @Out.text({ example: 'es', description: 'Language the edition’s document is written in.' }) readonly language!: string;
  @Out.list(() => AeWwiiInoculationRow, { description: 'The Doktor’s inoculation chart in this edition.' }) readonly inoculationChart!: AeWwiiInoculationRow[];
}

function editions(catalog: CatalogService, lang: LangCode): AeWwiiEdition[] {
  const t = gameTranslator(AE_WWII, lang);
  return catalog.loadedGame(AE_WWII.id).records.editions.map((e) => ({
    id: e.id,
    name: textIn(e.name, lang),
    language: e.language,
    inoculationChart: parseEditionRules(e.rules, `editions.rules of ae-wwii/${e.id}`).inoculation.map((row) => ({
      from: row.from,
      to: row.to,
      effect: row.value,
      name: t(msg(`effect-name.${row.value}`)),
    })),
  }));
}

@ApiTags(AE_WWII.id)
@Controller(`v1/${AE_WWII.id}/editions`)
export class AeWwiiEditionsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ summary: 'AE-WWII editions, with the inoculation chart of each' })
  @ApiLangQuery()
  @ApiHeader({ name: 'Accept-Language', required: false })
  @ApiOkResponse({ type: [AeWwiiEdition] })
  @Header('Vary', 'Accept-Language')
  list(@Lang(AE_WWII.languages) lang: LangCode): AeWwiiEdition[] {
    return editions(this.catalog, lang);
  }
}

@Resolver()
export class AeWwiiEditionsResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [AeWwiiEdition], { description: 'AE-WWII editions with their inoculation charts (GET /v1/ae-wwii/editions).' })
  aeWwiiEditions(@LangArg() lang: LangCode): AeWwiiEdition[] {
    return editions(this.catalog, lang);
  }
}
