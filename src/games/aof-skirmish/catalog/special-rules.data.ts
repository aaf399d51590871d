/**
 * AoF Skirmish special rules as catalog data: the id, the rating parameter, the name (a fact of the
 * game, read from the engine's message catalogs so that names are written once) and a summary in
 * the project's own words.
 */
import { en } from '../../../engine/aof-skirmish/messages/en';
import { es } from '../../../engine/aof-skirmish/messages/es';
import { fr } from '../../../engine/aof-skirmish/messages/fr';
import { RULE_IDS, RuleId, SPECIAL_RULES } from '../../../engine/aof-skirmish/model';
import type { Localized } from './rulings.data';

const SUMMARIES: Readonly<Record<RuleId, Localized>> = {
  "ambush": { en: "Held back before deployment; from round 2 it arrives anywhere over 9\" from enemies, but cannot take objectives that round.", es: "Se reserva antes del despliegue; desde la ronda 2 llega a cualquier punto a más de 9\" del enemigo, sin poder tomar objetivos esa ronda.", fr: "Gardée en réserve ; dès le round 2 elle arrive n’importe où à plus de 9\" de l’ennemi, sans prendre d’objectif ce round-là." },
  "ap": { en: "Defense rolls against this weapon take -X.", es: "Las tiradas de Defensa contra esta arma tienen -X.", fr: "Les jets de Défense contre cette arme subissent -X." },
  "bane": { en: "Beats Regeneration, and the target must reroll its unmodified Defense 6s.", es: "Anula la Regeneración, y el objetivo repite sus 6 sin modificar en Defensa.", fr: "Annule la Régénération, et la cible relance ses 6 naturels en Défense." },
  "blast": { en: "Ignores cover; each hit becomes X hits, never more than the models in the target.", es: "Ignora la cobertura; cada impacto se convierte en X, nunca más que los modelos del objetivo.", fr: "Ignore le couvert ; chaque touche devient X touches, jamais plus que les figurines de la cible." },
  "caster": { en: "Gains X spell tokens each round (6 at most) and spends them to cast on 4+.", es: "Gana X tokens de hechizo por ronda (6 como máximo) y los gasta para lanzar con 4+.", fr: "Gagne X jetons de sort par round (6 au plus) et les dépense pour lancer sur 4+." },
  "counter": { en: "Strikes first when charged, and makes the charger's Impact harder.", es: "Golpea primero al recibir una carga y dificulta el Choque de quien carga.", fr: "Frappe en premier quand l’unité est chargée et gêne l’Impact de l’unité qui charge." },
  "deadly": { en: "Each wound counts X times on one model and never spills over to the next; resolved first.", es: "Cada herida cuenta X veces en un modelo y nunca pasa al siguiente; se resuelve primero.", fr: "Chaque blessure compte X fois sur une figurine et ne déborde jamais sur la suivante ; résolue en premier." },
  "fast": { en: "Moves 2\" more on Advance and 4\" more on Rush or Charge.", es: "Mueve 2\" más al Avanzar y 4\" más al Correr o Cargar.", fr: "Bouge de 2\" de plus en Avançant et de 4\" de plus en Courant ou en Chargeant." },
  "fear": { en: "Counts as X more wounds when deciding who won a melee.", es: "Cuenta como X heridas más al decidir quién gana un combate.", fr: "Compte pour X blessures de plus pour savoir qui remporte une mêlée." },
  "fearless": { en: "A failed morale test is passed anyway on a 4+.", es: "Un chequeo de moral fallado se supera igualmente con 4+.", fr: "Un test de moral raté est quand même réussi sur 4+." },
  "flying": { en: "Moves over units and terrain, ignoring terrain while moving.", es: "Se mueve por encima de unidades y terreno, ignorando el terreno al moverse.", fr: "Passe au-dessus des unités et du terrain, qu’elle ignore en se déplaçant." },
  "furious": { en: "When charging, unmodified 6s to hit in melee add a hit.", es: "Al cargar, los 6 sin modificar para impactar en combate añaden un impacto.", fr: "En charge, les 6 naturels pour toucher au corps à corps ajoutent une touche." },
  "hero": { en: "A single leader who may join a unit of several models.", es: "Un líder que puede unirse a una unidad de varios modelos.", fr: "Un chef qui peut rejoindre une unité de plusieurs figurines." },
  "immobile": { en: "May only Hold.", es: "Solo puede Mantenerse.", fr: "Ne peut que Tenir." },
  "impact": { en: "After charging, rolls X dice: each 2+ is a hit (not when fatigued).", es: "Tras cargar, tira X dados: cada 2+ es un impacto (no si está fatigada).", fr: "Après une charge, jette X dés : chaque 2+ est une touche (pas si elle est fatiguée)." },
  "indirect": { en: "Fires without line of sight; -1 to hit after moving; ignores cover from sight blockers.", es: "Dispara sin línea de visión; -1 para impactar tras moverse; ignora la cobertura de bloqueadores de visión.", fr: "Tire sans ligne de vue ; -1 pour toucher après un mouvement ; ignore le couvert des obstacles à la vue." },
  "limited": { en: "Usable once per game.", es: "Se puede usar una vez por partida.", fr: "Utilisable une fois par partie." },
  "regeneration": { en: "When every model has it, each wound is ignored on a 5+.", es: "Si todos los modelos la tienen, cada herida se ignora con 5+.", fr: "Si toutes les figurines l’ont, chaque blessure est ignorée sur 5+." },
  "relentless": { en: "Shooting at over 9\", unmodified 6s to hit add a hit.", es: "Disparando a más de 9\", los 6 sin modificar para impactar añaden un impacto.", fr: "En tirant à plus de 9\", les 6 naturels pour toucher ajoutent une touche." },
  "reliable": { en: "Attacks at Quality 2+.", es: "Ataca con Calidad 2+.", fr: "Attaque avec une Qualité de 2+." },
  "rending": { en: "Beats Regeneration; unmodified 6s to hit get AP(4).", es: "Anula la Regeneración; los 6 sin modificar para impactar obtienen PA(4).", fr: "Annule la Régénération ; les 6 naturels pour toucher ont PA(4)." },
  "scout": { en: "Deploys after everyone else, anywhere up to 12\" beyond its zone.", es: "Despliega después de todos, en cualquier punto hasta 12\" más allá de su zona.", fr: "Se déploie après tous les autres, jusqu’à 12\" au-delà de sa zone." },
  "slow": { en: "Moves 2\" less on Advance and 4\" less on Rush or Charge.", es: "Mueve 2\" menos al Avanzar y 4\" menos al Correr o Cargar.", fr: "Bouge de 2\" de moins en Avançant et de 4\" de moins en Courant ou en Chargeant." },
  "stealth": { en: "When every model has it, enemies shooting from over 9\" take -1 to hit.", es: "Si todos los modelos la tienen, los enemigos que disparan desde más de 9\" tienen -1 para impactar.", fr: "Si toutes les figurines l’ont, l’ennemi qui tire à plus de 9\" subit -1 pour toucher." },
  "strider": { en: "Ignores difficult terrain while moving.", es: "Ignora el terreno difícil al moverse.", fr: "Ignore le terrain difficile en se déplaçant." },
  "surge": { en: "Unmodified 6s to hit add a hit.", es: "Los 6 sin modificar para impactar añaden un impacto.", fr: "Les 6 naturels pour toucher ajoutent une touche." },
  "thrust": { en: "When charging, +1 to hit and +1 AP.", es: "Al cargar, +1 para impactar y PA +1.", fr: "En charge, +1 pour toucher et PA +1." },
  "tough": { en: "Rolls for wound effects only from X markers, and is out of action on 5+X.", es: "Solo tira por efectos de heridas desde X marcadores, y queda fuera de combate con 5+X.", fr: "Ne jette pour les effets des blessures qu’à partir de X marqueurs, et est hors de combat sur 5+X." },
  "unstoppable": { en: "Beats Regeneration and ignores negative modifiers to its attacks.", es: "Anula la Regeneración e ignora los modificadores negativos a sus ataques.", fr: "Annule la Régénération et ignore les modificateurs négatifs à ses attaques." },
  "sergeant": { en: "Command group: this model's unmodified 6s to hit add a hit. One per army.", es: "Grupo de mando: los 6 sin modificar para impactar de este modelo añaden un impacto. Uno por ejército.", fr: "Groupe de commandement : les 6 naturels pour toucher de cette figurine ajoutent une touche. Un par armée." },
  "musician": { en: "Command group: its unit and up to 3 chosen units move 1\" more. One per army.", es: "Grupo de mando: su unidad y hasta 3 unidades elegidas mueven 1\" más. Uno por ejército.", fr: "Groupe de commandement : son unité et jusqu’à 3 unités choisies bougent de 1\" de plus. Un par armée." },
  "standard": { en: "Command group: its unit and up to 3 chosen units get +1 to morale tests. One per army.", es: "Grupo de mando: su unidad y hasta 3 unidades elegidas tienen +1 en los chequeos de moral. Uno por ejército.", fr: "Groupe de commandement : son unité et jusqu’à 3 unités choisies ont +1 aux tests de moral. Un par armée." },
};

export interface AofSeedSpecialRule {
  readonly id: RuleId;
  readonly name: Localized;
  readonly parameter: 'rating' | null;
  readonly summary: Localized;
}

export const AOF_SPECIAL_RULES: readonly AofSeedSpecialRule[] = RULE_IDS.map((id) => ({
  id,
  name: { en: en[`rule.${id}`] as string, es: es[`rule.${id}`] as string, fr: fr[`rule.${id}`] as string },
  parameter: SPECIAL_RULES[id].rating ? 'rating' : null,
  summary: SUMMARIES[id],
}));
