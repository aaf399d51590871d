/**
 * The built-in AE-WWII catalog as plain data, in the shared records format (src/catalog/records.ts):
 * what an app without a database serves and what engine tests build their catalog from. The
 * database gets the same data from the game's migrations, which carry frozen copies of their own
 * (src/games/ae-wwii/migrations/); test/database/catalog.e2e-spec.ts checks that a migrated
 * database holds exactly this. A change here therefore ships with a migration that makes it.
 *
 * Stat lines and weapon profiles come from the rule documents in shared/rules; every name, summary
 * and ruling text here is the project's own wording. Profiles are stored as AE_UNIT_SCHEMA and
 * AE_WEAPON_SCHEMA describe (src/engine/ae-wwii/catalog.ts).
 */
import type { AeCatalog, Edition, EditionRules, PsiPower, Training, UnitRule } from '../../../engine/ae-wwii/model';
import { AE_WWII } from '../../../engine/ae-wwii';
import type { StoredUnitProfile, StoredWeaponProfile } from '../../../engine/ae-wwii/catalog';
import { buildEngineCatalog, catalogDataOf } from '../../../catalog/catalog-data';
import type { CatalogRecords, EntryRecord, Localized, NamedRecord, RulingKind, RulingRecord } from '../../../catalog/records';

export type { Localized };

export const AE_WWII_GAME_ID = 'ae-wwii';

interface SeedEdition {
  readonly id: Edition;
  /** Language the edition's document is written in. */
  readonly language: 'en' | 'es' | 'fr';
  readonly name: Localized;
  readonly rules: EditionRules;
}

interface SeedUnit {
  readonly faction: string;
  readonly slug: string;
  readonly name: Localized;
  readonly summary: Localized;
  readonly profile: StoredUnitProfile;
}

interface SeedWeapon {
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
  readonly profile: StoredWeaponProfile;
}

interface SeedPsiPower extends NamedRecord {
  readonly id: PsiPower;
  /** The project ruling that pins down what the power does. */
  readonly ruling: string;
}

// ---------------------------------------------------------------------------------------------
// Edition rules: the only place where the three documents disagree, kept as data.
// ---------------------------------------------------------------------------------------------

const INDIRECT_HIT = [
  { from: 1, to: 2, value: 0 },
  { from: 3, to: 6, value: 1 },
] as const;

const EN_FR_INDIRECT_MISS = [
  { from: 1, to: 2, value: 1 },
  { from: 3, to: 6, value: 2 },
] as const;

const EN_FR_INOCULATION = [
  { from: 1, to: 1, value: 'two-wounds' },
  { from: 2, to: 3, value: 'plus-1-ap' },
  { from: 4, to: 5, value: 'plus-2-strength' },
  { from: 6, to: 6, value: 'impervious-4' },
] as const;

const EN_RULES: EditionRules = {
  edition: 'en',
  cover: { none: 0, light: 1, substantial: 3, heavy: 8 },
  longRangePenalty: 1,
  beyondRange: 'forbidden',
  targeting: 'any',
  indirectHit: INDIRECT_HIT,
  indirectMiss: EN_FR_INDIRECT_MISS,
  teslaTerminusRadius: 1.5,
  inoculation: EN_FR_INOCULATION,
  inoculationTarget: 'any',
  zeroStatRemoves: false,
  rulings: {},
};

const FR_RULES: EditionRules = {
  ...EN_RULES,
  edition: 'fr',
  teslaTerminusRadius: 0.5,
};

const ES_RULES: EditionRules = {
  edition: 'es',
  cover: { none: 0, light: 2, substantial: 4, heavy: 8 },
  longRangePenalty: 1,
  beyondRange: 'auto-fail',
  targeting: 'nearest',
  indirectHit: INDIRECT_HIT,
  indirectMiss: [
    { from: 1, to: 2, value: 2 },
    { from: 3, to: 6, value: null },
  ],
  teslaTerminusRadius: 1.5,
  inoculation: [
    { from: 1, to: 1, value: 'berserker' },
    { from: 2, to: 3, value: 'plus-1-ap' },
    { from: 4, to: 5, value: 'plus-2-strength' },
    { from: 6, to: 6, value: 'impervious-4' },
  ],
  inoculationTarget: 'friendly',
  zeroStatRemoves: true,
  rulings: {
    beyondRange: 'ae-wwii/es-beyond-range',
    targeting: 'ae-wwii/es-nearest-target',
    indirectMiss: 'ae-wwii/es-indirect-miss',
    inoculation: 'ae-wwii/es-berserker',
    zeroStat: 'ae-wwii/es-zero-stat',
  },
};

// ---------------------------------------------------------------------------------------------
// Catalog content.
// ---------------------------------------------------------------------------------------------

const AST = 'american-sci-tech';
const RPSI = 'russian-psi';
const GG = 'german-geneticists';

const melee = (id: string, name: Localized, summary: Localized): SeedWeapon => weapon(id, name, summary, {
  melee: true,
  range: 0,
  strength: 0,
  strengthDice: 0,
  // Profile-less: it buys no shot, whatever the AP (hand-to-hand damage is d6 + the model's S).
  rateOfFire: { shots: 0, actionPoints: 1 },
  moveAndFire: false,
  indirect: false,
  areaOfEffect: null,
  arc: null,
  ignoresCover: false,
});

const weapon = (id: string, name: Localized, summary: Localized, profile: StoredWeaponProfile): SeedWeapon => ({ id, name, summary, profile });

interface Gun {
  readonly range: number;
  readonly strength: number;
  readonly shots: number;
  readonly per: number;
  readonly moveAndFire?: boolean;
  readonly indirect?: boolean;
  readonly areaOfEffect?: number;
}

const gun = (id: string, g: Gun, name: Localized, summary: Localized): SeedWeapon => weapon(id, name, summary, {
  melee: false,
  range: g.range,
  strength: g.strength,
  strengthDice: 1,
  rateOfFire: { shots: g.shots, actionPoints: g.per },
  moveAndFire: g.moveAndFire ?? false,
  indirect: g.indirect ?? false,
  areaOfEffect: g.areaOfEffect ?? null,
  arc: null,
  ignoresCover: false,
});

const WEAPONS: readonly SeedWeapon[] = [
  gun(
    'thompson',
    { range: 18, strength: 3, shots: 3, per: 1 },
    { en: 'Thompson', es: 'Thompson', fr: 'Thompson' },
    {
      en: 'American submachine gun: short reach, three shots for every AP.',
      es: 'Subfusil estadounidense: poco alcance, tres disparos por cada PA.',
      fr: 'Pistolet-mitrailleur américain : faible portée, trois tirs par PA.',
    },
  ),
  gun(
    'bar',
    { range: 24, strength: 4, shots: 3, per: 1 },
    { en: 'BAR', es: 'BAR', fr: 'BAR' },
    {
      en: 'Automatic rifle: rifle punch with bursts of three per AP.',
      es: 'Fusil automático: pegada de fusil con ráfagas de tres por PA.',
      fr: "Fusil automatique : la puissance d'un fusil en rafales de trois par PA.",
    },
  ),
  gun(
    'm1-garand',
    { range: 24, strength: 4, shots: 1, per: 1 },
    { en: 'M1 Garand', es: 'M1 Garand', fr: 'M1 Garand' },
    {
      en: 'Standard-issue rifle: one solid shot per AP.',
      es: 'Fusil reglamentario: un disparo contundente por PA.',
      fr: "Fusil réglementaire : un tir solide par PA.",
    },
  ),
  gun(
    'm1-carbine',
    { range: 18, strength: 3, shots: 2, per: 1 },
    { en: 'M1 Carbine', es: 'Carabina M1', fr: 'Carabine M1' },
    {
      en: 'Light carbine: two quick shots per AP at short range.',
      es: 'Carabina ligera: dos disparos rápidos por PA a corta distancia.',
      fr: 'Carabine légère : deux tirs rapides par PA à courte portée.',
    },
  ),
  gun(
    'm12-sniper-rifle',
    { range: 36, strength: 5, shots: 1, per: 2 },
    { en: 'M12 Sniper Rifle', es: 'Rifle de francotirador M12', fr: 'Fusil de précision M12' },
    {
      en: 'Long-range precision rifle: hard-hitting, one shot for two AP.',
      es: 'Rifle de precisión de largo alcance: golpea fuerte, un disparo por cada dos PA.',
      fr: 'Fusil de précision à longue portée : frappe fort, un tir pour deux PA.',
    },
  ),
  gun(
    'pistol',
    { range: 12, strength: 2, shots: 1, per: 1, moveAndFire: true },
    { en: 'Pistol', es: 'Pistola', fr: 'Pistolet' },
    {
      en: 'Sidearm: weak and short-ranged, but it can be fired on the move.',
      es: 'Arma corta: débil y de poco alcance, pero se puede disparar en movimiento.',
      fr: 'Arme de poing : faible et de courte portée, mais utilisable en se déplaçant.',
    },
  ),
  gun(
    'grenades',
    { range: 6, strength: 6, shots: 1, per: 2, indirect: true, areaOfEffect: 1.5 },
    { en: 'Grenades', es: 'Granadas', fr: 'Grenades' },
    {
      en: 'Thrown explosives: lobbed indirectly, they may scatter and hit everything in a small blast.',
      es: 'Explosivos de mano: se lanzan en indirecto, pueden desviarse y alcanzan todo lo que quede en una pequeña explosión.',
      fr: 'Explosifs lancés à la main : tirés en indirect, ils peuvent dévier et touchent tout ce qui est pris dans une petite explosion.',
    },
  ),
  gun(
    'ppsh-41',
    { range: 18, strength: 3, shots: 4, per: 1 },
    { en: 'PPSh-41', es: 'PPSh-41', fr: 'PPSh-41' },
    {
      en: 'Soviet submachine gun with a drum magazine: four shots per AP.',
      es: 'Subfusil soviético de cargador de tambor: cuatro disparos por PA.',
      fr: 'Pistolet-mitrailleur soviétique à chargeur camembert : quatre tirs par PA.',
    },
  ),
  gun(
    'svt-40',
    { range: 24, strength: 4, shots: 1, per: 1 },
    { en: 'SVT-40', es: 'SVT-40', fr: 'SVT-40' },
    {
      en: 'Soviet semi-automatic rifle: one shot per AP.',
      es: 'Fusil semiautomático soviético: un disparo por PA.',
      fr: 'Fusil semi-automatique soviétique : un tir par PA.',
    },
  ),
  gun(
    'mp40',
    { range: 18, strength: 3, shots: 3, per: 1 },
    { en: 'MP40', es: 'MP40', fr: 'MP40' },
    {
      en: 'German submachine gun: three shots per AP at short range.',
      es: 'Subfusil alemán: tres disparos por PA a corta distancia.',
      fr: 'Pistolet-mitrailleur allemand : trois tirs par PA à courte portée.',
    },
  ),
  gun(
    'kar98k',
    { range: 36, strength: 4, shots: 1, per: 2 },
    { en: 'KAR98k', es: 'KAR98k', fr: 'KAR98k' },
    {
      en: 'Bolt-action rifle: long reach, slow to work, one shot for two AP.',
      es: 'Fusil de cerrojo: gran alcance pero lento, un disparo por cada dos PA.',
      fr: 'Fusil à verrou : longue portée mais lent, un tir pour deux PA.',
    },
  ),
  gun(
    'stg44',
    { range: 18, strength: 4, shots: 2, per: 1 },
    { en: 'StG44', es: 'StG44', fr: 'StG44' },
    {
      en: 'Early assault rifle: two strong shots per AP.',
      es: 'Uno de los primeros fusiles de asalto: dos disparos potentes por PA.',
      fr: "L'un des premiers fusils d'assaut : deux tirs puissants par PA.",
    },
  ),
  weapon(
    'tesla-electrical-gun',
    { en: 'Tesla Electrical Gun', es: 'Arma eléctrica Tesla', fr: 'Canon électrique Tesla' },
    {
      en: 'Throws an 8" arc of lightning that strikes every model along it and around its end, with no to-hit roll and no cover.',
      es: 'Lanza un arco eléctrico de 8" que alcanza a todas las figuras a lo largo y alrededor de su extremo, sin tirada para impactar y sin cobertura.',
      fr: "Projette un arc électrique de 8\" qui frappe toutes les figurines sur sa longueur et autour de son bout, sans jet pour toucher ni couvert.",
    },
    {
    melee: false,
    range: 8,
    strength: 5,
    strengthDice: 1,
    rateOfFire: { shots: 1, actionPoints: 1 },
    moveAndFire: false,
    indirect: false,
    areaOfEffect: null,
    arc: { length: 8, halfWidth: 0.5 },
    ignoresCover: true,
    },
  ),
  melee(
    'fists',
    { en: 'Fists', es: 'Puños', fr: 'Poings' },
    {
      en: 'Bare hands; hand-to-hand only, damage comes from the model itself.',
      es: 'Manos desnudas; solo cuerpo a cuerpo, el daño sale de la propia figura.',
      fr: 'Mains nues ; corps à corps uniquement, les dégâts viennent de la figurine elle-même.',
    },
  ),
  melee(
    'mechanical-claws',
    { en: 'Mechanical Claws', es: 'Garras mecánicas', fr: 'Griffes mécaniques' },
    {
      en: 'Grafted steel claws; hand-to-hand only, no profile of their own.',
      es: 'Garras de acero injertadas; solo cuerpo a cuerpo, sin perfil propio.',
      fr: "Griffes d'acier greffées ; corps à corps uniquement, sans profil propre.",
    },
  ),
  melee(
    'syringe',
    { en: 'Syringe', es: 'Jeringuilla', fr: 'Seringue' },
    {
      en: "The Doktor's needle; used in hand-to-hand and to inoculate.",
      es: 'La aguja del Doktor; sirve en cuerpo a cuerpo y para inocular.',
      fr: 'L’aiguille du Doktor ; sert au corps à corps et pour inoculer.',
    },
  ),
];

interface Stats {
  readonly t: Training;
  readonly m: number;
  readonly rc: number | null;
  readonly cc: number;
  readonly a: number;
  readonly s: number;
  readonly dr: number;
  readonly w: number;
}

const unit = (
  faction: string,
  slug: string,
  st: Stats,
  weapons: readonly string[],
  specialRules: readonly UnitRule[],
  name: Localized,
  summary: Localized,
): SeedUnit => ({
  faction,
  slug,
  name,
  summary,
  profile: {
    training: st.t,
    movement: st.m,
    rangedCombat: st.rc,
    closeCombat: st.cc,
    armor: st.a,
    strength: st.s,
    drive: st.dr,
    wounds: st.w,
    specialRules,
    weapons,
  },
});

const UNITS: readonly SeedUnit[] = [
  unit(AST, 'officer', { t: 'veteran', m: 3, rc: 4, cc: 4, a: 4, s: 2, dr: 6, w: 2 }, ['thompson', 'pistol', 'grenades'], [],
    { en: 'Officer', es: 'Oficial', fr: 'Officier' },
    {
      en: 'Seasoned American leader carrying a Thompson.',
      es: 'Líder estadounidense curtido que lleva un Thompson.',
      fr: 'Chef américain expérimenté armé d’une Thompson.',
    }),
  unit(AST, 'sniper', { t: 'regular', m: 3, rc: 3, cc: 3, a: 3, s: 2, dr: 4, w: 2 }, ['m12-sniper-rifle', 'pistol', 'grenades'], [],
    { en: 'Sniper', es: 'Francotirador', fr: "Tireur d'élite" },
    {
      en: 'The best shot of the list, picking targets from far away.',
      es: 'La mejor puntería de la lista, elige sus blancos desde lejos.',
      fr: 'Le meilleur tireur de la liste, qui choisit ses cibles de très loin.',
    }),
  unit(AST, 'mechanic', { t: 'veteran', m: 3, rc: 5, cc: 2, a: 2, s: 2, dr: 4, w: 2 }, ['m1-carbine', 'pistol'], ['mechanic'],
    { en: 'Mechanic', es: 'Mecánico', fr: 'Mécanicien' },
    {
      en: 'Field engineer who keeps the Buffalo walker going.',
      es: 'Ingeniero de campaña que mantiene en marcha al Buffalo.',
      fr: 'Ingénieur de terrain qui fait tourner le Buffalo.',
    }),
  unit(AST, 'buffalo', { t: 'regular', m: 2, rc: 5, cc: 1, a: 8, s: 6, dr: 5, w: 2 }, ['tesla-electrical-gun'], [],
    { en: 'Buffalo', es: 'Buffalo', fr: 'Buffalo' },
    {
      en: 'Slow, heavily armoured machine armed with the Tesla gun.',
      es: 'Máquina lenta y muy blindada armada con el arma Tesla.',
      fr: 'Machine lente et lourdement blindée armée du canon Tesla.',
    }),
  unit(AST, 'airborne', { t: 'regular', m: 3, rc: 4, cc: 3, a: 3, s: 2, dr: 4, w: 1 }, ['m1-garand', 'bar', 'm1-carbine', 'pistol', 'grenades'], [],
    { en: 'Airborne', es: 'Paracaidista', fr: 'Parachutiste' },
    {
      en: 'Paratrooper rifleman; the American line infantry.',
      es: 'Fusilero paracaidista; la infantería de línea estadounidense.',
      fr: 'Fusilier parachutiste ; l’infanterie de ligne américaine.',
    }),
  unit(RPSI, 'politruk', { t: 'elite', m: 3, rc: 3, cc: 3, a: 3, s: 3, dr: 6, w: 2 }, ['pistol', 'grenades'], [],
    { en: 'Politruk', es: 'Politruk', fr: 'Politruk' },
    {
      en: 'Elite political officer who drives the Soviet troops on.',
      es: 'Comisario político de élite que empuja a las tropas soviéticas.',
      fr: "Commissaire politique d'élite qui pousse les troupes soviétiques en avant.",
    }),
  unit(RPSI, 'psi-officer', { t: 'veteran', m: 3, rc: 4, cc: 4, a: 4, s: 2, dr: 6, w: 2 }, ['ppsh-41', 'pistol', 'grenades'], ['psi-officer'],
    { en: 'Psi Officer', es: 'Oficial psi', fr: 'Officier psi' },
    {
      en: 'Veteran officer with one psychic power chosen before battle.',
      es: 'Oficial veterano con un poder psíquico elegido antes de la batalla.',
      fr: 'Officier vétéran doté d’un pouvoir psychique choisi avant la bataille.',
    }),
  unit(RPSI, 'chuman', { t: 'green', m: 3, rc: null, cc: 4, a: 2, s: 3, dr: 4, w: 2 }, ['fists'], ['chuman'],
    { en: 'Chuman', es: 'Chuman', fr: 'Chuman' },
    {
      en: 'Brutish experiment that only fights with its fists and ploughs through rough ground.',
      es: 'Experimento brutal que solo lucha con los puños y atraviesa el terreno difícil.',
      fr: 'Expérience brutale qui ne se bat qu’avec ses poings et traverse les terrains difficiles.',
    }),
  unit(RPSI, 'guard', { t: 'regular', m: 3, rc: 4, cc: 3, a: 3, s: 2, dr: 4, w: 1 }, ['svt-40', 'pistol', 'grenades'], [],
    { en: 'Guard', es: 'Guardia', fr: 'Garde' },
    {
      en: 'Soviet rifleman, the backbone of the Russian list.',
      es: 'Fusilero soviético, la columna vertebral de la lista rusa.',
      fr: 'Fusilier soviétique, la colonne vertébrale de la liste russe.',
    }),
  unit(GG, 'officer', { t: 'veteran', m: 3, rc: 4, cc: 4, a: 4, s: 2, dr: 6, w: 2 }, ['mp40', 'pistol', 'grenades'], [],
    { en: 'Officer', es: 'Oficial', fr: 'Officier' },
    {
      en: 'Veteran German commander with an MP40.',
      es: 'Comandante alemán veterano con una MP40.',
      fr: 'Commandant allemand vétéran armé d’un MP40.',
    }),
  unit(GG, 'doktor', { t: 'veteran', m: 3, rc: 6, cc: 1, a: 2, s: 1, dr: 4, w: 2 }, ['pistol', 'syringe'], ['doktor'],
    { en: 'Doktor', es: 'Doktor', fr: 'Doktor' },
    {
      en: 'Frail scientist whose injections may turn a soldier into something more.',
      es: 'Científico frágil cuyas inyecciones pueden convertir a un soldado en algo más.',
      fr: 'Savant fragile dont les injections peuvent transformer un soldat en autre chose.',
    }),
  unit(GG, 'emaciated', { t: 'green', m: 3, rc: null, cc: 4, a: 3, s: 2, dr: 4, w: 2 }, ['mechanical-claws'], [],
    { en: 'Emaciated', es: 'Emaciados', fr: 'Émaciés' },
    {
      en: 'Gaunt subjects fitted with mechanical claws; close combat only.',
      es: 'Sujetos demacrados con garras mecánicas; solo cuerpo a cuerpo.',
      fr: 'Sujets décharnés équipés de griffes mécaniques ; corps à corps uniquement.',
    }),
  unit(GG, 'wehrmacht', { t: 'regular', m: 3, rc: 4, cc: 3, a: 3, s: 2, dr: 4, w: 1 }, ['kar98k', 'stg44', 'grenades'], [],
    { en: 'Wehrmacht', es: 'Wehrmacht', fr: 'Wehrmacht' },
    {
      en: 'German line soldier with rifle or assault rifle.',
      es: 'Soldado de línea alemán con fusil o fusil de asalto.',
      fr: "Soldat de ligne allemand avec fusil ou fusil d'assaut.",
    }),
];

const FACTIONS: readonly NamedRecord[] = [
  {
    id: AST,
    name: { en: 'American Sci-Tech', es: 'Sci-Tech estadounidense', fr: 'Sci-Tech américain' },
    summary: {
      en: 'US troops backed by experimental machines and Tesla weaponry.',
      es: 'Tropas estadounidenses apoyadas por máquinas experimentales y armas Tesla.',
      fr: 'Troupes américaines appuyées par des machines expérimentales et des armes Tesla.',
    },
  },
  {
    id: RPSI,
    name: { en: 'Russian Psi', es: 'Psi ruso', fr: 'Psi russe' },
    summary: {
      en: 'Soviet soldiers, commissars and psychic officers.',
      es: 'Soldados soviéticos, comisarios y oficiales psíquicos.',
      fr: 'Soldats soviétiques, commissaires et officiers psychiques.',
    },
  },
  {
    id: GG,
    name: { en: 'German Geneticists', es: 'Genetistas alemanes', fr: 'Généticiens allemands' },
    summary: {
      en: 'German infantry alongside the results of grim medical experiments.',
      es: 'Infantería alemana junto a los frutos de siniestros experimentos médicos.',
      fr: "Infanterie allemande accompagnée des fruits de sinistres expériences médicales.",
    },
  },
];

const SPECIAL_RULES: readonly NamedRecord[] = [
  {
    id: 'psi-officer',
    name: { en: 'Psi Officer', es: 'Oficial psi', fr: 'Officier psi' },
    summary: {
      en: 'Picks one psi power before the game.',
      es: 'Elige un poder psi antes de la partida.',
      fr: 'Choisit un pouvoir psi avant la partie.',
    },
  },
  {
    id: 'chuman',
    name: { en: 'Chuman', es: 'Chuman', fr: 'Chuman' },
    summary: {
      en: 'May sprint or charge through difficult ground.',
      es: 'Puede esprintar o cargar a través de terreno difícil.',
      fr: 'Peut sprinter ou charger à travers un terrain difficile.',
    },
  },
  {
    id: 'doktor',
    name: { en: 'Doktor', es: 'Doktor', fr: 'Doktor' },
    summary: {
      en: 'For 1 AP, inoculates a figure in base contact; the result comes from the inoculation chart.',
      es: 'Por 1 PA inocula a una figura en contacto de peana; el resultado sale de la tabla de inoculación.',
      fr: "Pour 1 PA, inocule une figurine à son contact ; le résultat vient de la table d'inoculation.",
    },
  },
  {
    id: 'mechanic',
    name: { en: 'Mechanic', es: 'Mecánico', fr: 'Mécanicien' },
    summary: {
      en: 'May hand up to 2 AP to a Buffalo in base contact.',
      es: 'Puede ceder hasta 2 PA a un Buffalo en contacto de peana.',
      fr: "Peut céder jusqu'à 2 PA à un Buffalo à son contact.",
    },
  },
  {
    id: 'impervious',
    name: { en: 'Impervious', es: 'Invulnerable', fr: 'Insensible' },
    summary: {
      en: 'Each wound is shrugged off on a d6 roll of the listed value or more.',
      es: 'Cada herida se ignora con un resultado en 1D6 igual o superior al valor indicado.',
      fr: 'Chaque blessure est ignorée sur un d6 égal ou supérieur à la valeur indiquée.',
    },
  },
  {
    id: 'move-and-fire',
    name: { en: 'Move & Fire', es: 'Mover y disparar', fr: 'Mouvement et tir' },
    summary: {
      en: 'For a single AP the model moves and fires one shot at any point of the move.',
      es: 'Por un solo PA la figura mueve y hace un disparo en cualquier momento del movimiento.',
      fr: 'Pour un seul PA, la figurine se déplace et tire une fois à tout moment du mouvement.',
    },
  },
  {
    id: 'indirect',
    name: { en: 'Indirect', es: 'Indirecto', fr: 'Indirect' },
    summary: {
      en: 'Fires out to full range with no long-range penalty; the shot may then land off target.',
      es: 'Dispara hasta su alcance máximo sin penalización por larga distancia; después el disparo puede desviarse.',
      fr: 'Tire jusqu’à sa portée maximale sans pénalité de longue portée ; le tir peut ensuite dévier.',
    },
  },
  {
    id: 'area-of-effect',
    name: { en: 'Area of Effect', es: 'Área de efecto', fr: "Zone d'effet" },
    summary: {
      en: 'The blast hits every model inside its radius.',
      es: 'La explosión alcanza a todas las figuras dentro de su radio.',
      fr: 'L’explosion touche toutes les figurines dans son rayon.',
    },
  },
  {
    id: 'rate-of-fire',
    name: { en: 'Rate of Fire', es: 'Tasa de fuego', fr: 'Cadence de tir' },
    summary: {
      en: 'How many shots the weapon fires for the AP spent, written shots:AP.',
      es: 'Cuántos disparos hace el arma por los PA invertidos, escrito disparos:PA.',
      fr: 'Nombre de tirs de l’arme pour les PA dépensés, noté tirs:PA.',
    },
  },
  {
    id: 'tesla-electrical-gun',
    name: { en: 'Tesla Electrical Gun', es: 'Arma eléctrica Tesla', fr: 'Canon électrique Tesla' },
    summary: {
      en: 'For 1 AP an 8" arc strikes models along it and around its end, without a to-hit roll, at strength 5+d6, ignoring cover.',
      es: 'Por 1 PA un arco de 8" alcanza a las figuras a lo largo de él y alrededor de su extremo, sin tirada para impactar, con fuerza 5+1D6 e ignorando la cobertura.',
      fr: 'Pour 1 PA, un arc de 8" frappe les figurines sur sa longueur et autour de son bout, sans jet pour toucher, à force 5+d6, en ignorant le couvert.',
    },
  },
];

const PSI_POWERS_SEED: readonly SeedPsiPower[] = [
  {
    id: 'clouded-minds',
    ruling: 'ae-wwii/clouded-minds',
    name: { en: 'Clouded Minds', es: 'Nublar mentes', fr: 'Esprits voilés' },
    summary: {
      en: 'The officer always counts +2 cover.',
      es: 'El oficial cuenta siempre con +2 de cobertura.',
      fr: "L'officier compte toujours +2 de couvert.",
    },
  },
  {
    id: 'mental-stun',
    ruling: 'ae-wwii/mental-stun',
    name: { en: 'Mental Stun', es: 'Aturdimiento mental', fr: 'Étourdissement mental' },
    summary: {
      en: '1 AP: a model loses 1 AP.',
      es: '1 PA: una figura pierde 1 PA.',
      fr: '1 PA : une figurine perd 1 PA.',
    },
  },
  {
    id: 'psychic-push',
    ruling: 'ae-wwii/psychic-push',
    name: { en: 'Psychic Push', es: 'Empujón psíquico', fr: 'Poussée psychique' },
    summary: {
      en: '1 AP: shove a model 1".',
      es: '1 PA: desplaza 1" a una figura.',
      fr: '1 PA : déplace une figurine de 1".',
    },
  },
];

const ruling = (
  id: string,
  kind: RulingKind,
  editions: readonly Edition[] | null,
  title: Localized,
  text: Localized,
): RulingRecord => ({ id: `ae-wwii/${id}`, kind, editions, title, text });

const RULINGS: readonly RulingRecord[] = [
  // --- From the shared register (RULINGS.md). ---
  ruling('to-hit-7-plus', 'register', null,
    { en: 'To-hit numbers above 6', es: 'Números para impactar mayores que 6', fr: 'Seuils pour toucher au-delà de 6' },
    {
      en: 'When modifiers push the number needed to hit past 6 (RC 6+ at long range, say), the shot cannot hit: no die is rolled and its chance is 0.',
      es: 'Si los modificadores llevan el número necesario para impactar por encima de 6 (por ejemplo RC 6+ a larga distancia), el disparo no puede impactar: no se tira dado y su probabilidad es 0.',
      fr: 'Si les modificateurs portent le score requis pour toucher au-delà de 6 (par exemple CD 6+ à longue portée), le tir ne peut pas toucher : aucun dé n’est lancé et sa probabilité est nulle.',
    }),
  ruling('save-threshold', 'register', null,
    { en: 'Armor save number', es: 'Número de salvación por blindaje', fr: "Seuil de sauvegarde d'armure" },
    {
      en: 'The save number N is the final strength minus (Armor + cover). At 7 or more the hit wounds with no roll; at 0 or less it does nothing; at exactly 1 it is saved without a roll; from 2 to 6 a d6 saves on N or more.',
      es: 'El número de salvación N es la fuerza final menos (Blindaje + cobertura). Con 7 o más el impacto hiere sin tirada; con 0 o menos no tiene efecto; con 1 exacto se salva sin tirar; de 2 a 6 se tira 1D6 y se salva con N o más.',
      fr: 'Le seuil N vaut la force finale moins (Armure + couvert). À 7 ou plus, le coup blesse sans jet ; à 0 ou moins, il n’a aucun effet ; à 1 exactement, il est sauvegardé sans jet ; de 2 à 6, un d6 sauvegarde sur N ou plus.',
    }),
  ruling('rate-of-fire', 'register', null,
    { en: 'Shots bought by rate of fire', es: 'Disparos según la tasa de fuego', fr: 'Tirs selon la cadence' },
    {
      en: 'A weapon with rate X:Y fires floor(AP × X / Y) shots for the AP spent shooting. If those AP buy no shot at all (1 AP with a 1:2 weapon, for instance) the request is rejected with a 422 that gives the AP cost of one shot.',
      es: 'Un arma con tasa X:Y hace floor(PA × X / Y) disparos con los PA invertidos en disparar. Si esos PA no pagan ningún disparo (por ejemplo 1 PA con un arma 1:2), la petición se rechaza con un 422 que indica cuántos PA cuesta un disparo.',
      fr: 'Une arme de cadence X:Y tire floor(PA × X / Y) fois pour les PA dépensés au tir. Si ces PA ne paient aucun tir (1 PA avec une arme 1:2, par exemple), la demande est refusée par un 422 qui indique le coût en PA d’un tir.',
    }),
  ruling('roll-order', 'register', null,
    { en: 'Order of supplied dice in a shot', es: 'Orden de los dados aportados en un disparo', fr: 'Ordre des dés fournis pour un tir' },
    {
      en: 'Supplied dice are used in the order players roll them: all to-hit dice, then one strength die per hit in hit order, then one save die per hit that needs one, then special dice such as Impervious. After a single target loses its last wound, no more dice are used.',
      es: 'Los dados aportados se usan en el orden en que se tiran en la mesa: todos los de impacto, luego uno de fuerza por impacto en orden, después uno de salvación por cada impacto que la necesite y por último los especiales, como Invulnerable. Cuando un objetivo único pierde su última herida, no se usan más dados.',
      fr: 'Les dés fournis sont pris dans l’ordre où on les lance à la table : tous les dés pour toucher, puis un dé de force par touche dans l’ordre, puis un dé de sauvegarde par touche qui en demande un, enfin les dés spéciaux comme Insensible. Une fois qu’une cible unique a perdu sa dernière blessure, plus aucun dé n’est pris.',
    }),
  ruling('melee-tie', 'register', null,
    { en: 'Tied hand-to-hand rolls', es: 'Empate en cuerpo a cuerpo', fr: 'Égalité au corps à corps' },
    {
      en: 'If both totals in a round of hand-to-hand combat are equal, nobody scores a hit that round.',
      es: 'Si los dos totales de una ronda de cuerpo a cuerpo son iguales, nadie impacta en esa ronda.',
      fr: 'Si les deux totaux d’un round de corps à corps sont égaux, personne ne touche pendant ce round.',
    }),
  ruling('melee-roll-order', 'register', null,
    { en: 'Order of dice in a melee round', es: 'Orden de los dados en una ronda de cuerpo a cuerpo', fr: "Ordre des dés d'un round de corps à corps" },
    {
      en: 'Each round takes the attacker’s d6, then the defender’s d6, then the winner’s strength d6, then the loser’s save d6 when the save number calls for one, then any special dice.',
      es: 'Cada ronda toma el D6 del atacante, luego el del defensor, después el D6 de fuerza del ganador, luego el D6 de salvación del perdedor si su número lo pide y, por último, los dados especiales.',
      fr: 'Chaque round prend le d6 de l’attaquant, puis celui du défenseur, puis le d6 de force du vainqueur, puis le d6 de sauvegarde du perdant si son seuil en demande un, et enfin les dés spéciaux.',
    }),
  ruling('charge-single-attack', 'register', null,
    { en: 'A charge is a single round', es: 'La carga es una sola ronda', fr: 'La charge est un seul round' },
    {
      en: 'Charging spends all the model’s AP and resolves exactly one round of hand-to-hand combat in which only the charger gets +2 CC and +2 S.',
      es: 'Cargar gasta todos los PA de la figura y resuelve una única ronda de cuerpo a cuerpo en la que solo quien carga recibe +2 CC y +2 S.',
      fr: 'Charger dépense tous les PA de la figurine et résout un seul round de corps à corps où seul le chargeur reçoit +2 CC et +2 F.',
    }),
  ruling('difficult-ground', 'register', null,
    { en: 'Moving through difficult ground', es: 'Movimiento por terreno difícil', fr: 'Déplacement en terrain difficile' },
    {
      en: 'Each AP of movement in difficult ground covers ceil(M / 2) inches. Sprinting or charging through it is not allowed, except for Chumans.',
      es: 'Cada PA de movimiento en terreno difícil recorre ceil(M / 2) pulgadas. No se puede esprintar ni cargar a través de él, salvo los Chumans.',
      fr: 'Chaque PA de mouvement en terrain difficile couvre ceil(M / 2) pouces. Sprinter ou charger à travers est interdit, sauf aux Chumans.',
    }),
  ruling('impervious', 'register', null,
    { en: 'Impervious rolls', es: 'Tiradas de Invulnerable', fr: "Jets d'Insensible" },
    {
      en: 'A model with Impervious X+ rolls a d6 for each wound it would take; every roll of X or more cancels that wound.',
      es: 'Una figura con Invulnerable X+ tira 1D6 por cada herida que fuera a sufrir; cada resultado de X o más anula esa herida.',
      fr: 'Une figurine Insensible X+ lance un d6 pour chaque blessure qu’elle subirait ; chaque résultat de X ou plus annule cette blessure.',
    }),
  ruling('melee-weapons', 'register', null,
    { en: 'Hand-to-hand weapons without a profile', es: 'Armas de cuerpo a cuerpo sin perfil', fr: 'Armes de corps à corps sans profil' },
    {
      en: 'Fists, Mechanical Claws and the Syringe have no weapon profile: hand-to-hand damage is d6 plus the model’s own S.',
      es: 'Los Puños, las Garras mecánicas y la Jeringuilla no tienen perfil: el daño en cuerpo a cuerpo es 1D6 más la S de la propia figura.',
      fr: 'Les Poings, les Griffes mécaniques et la Seringue n’ont pas de profil : les dégâts au corps à corps valent d6 plus la F de la figurine.',
    }),
  ruling('tesla-area', 'register', null,
    { en: 'What the Tesla arc strikes', es: 'Qué alcanza el arco Tesla', fr: "Ce que frappe l'arc Tesla" },
    {
      en: 'The arc strikes every model within 1/2" of the 8" line drawn from the barrel, and every model within the terminus radius (set by the edition) of the line’s end.',
      es: 'El arco alcanza a toda figura a 1/2" o menos de la línea de 8" trazada desde el cañón, y a toda figura dentro del radio (fijado por la edición) alrededor del final de la línea.',
      fr: 'L’arc frappe toute figurine à 1/2" ou moins de la ligne de 8" tracée depuis le canon, et toute figurine dans le rayon (fixé par l’édition) autour du bout de la ligne.',
    }),
  ruling('aoe-coverage', 'register', null,
    { en: 'Which models a blast covers', es: 'Qué figuras cubre una explosión', fr: 'Quelles figurines une explosion couvre' },
    {
      en: 'Positions are model centres in inches. A blast of radius X covers a model when any part of its base is inside, that is when the centre is within X plus the base radius (0.5" unless given). Each covered model is resolved on its own (strength, save), nearest to the centre first.',
      es: 'Las posiciones son centros de figura en pulgadas. Una explosión de radio X cubre una figura si cualquier parte de su peana queda dentro, es decir, si su centro está a X más el radio de la peana (0,5" salvo que se indique) o menos. Cada figura cubierta se resuelve aparte (fuerza, salvación), de la más cercana al centro a la más lejana.',
      fr: 'Les positions sont les centres des figurines en pouces. Une explosion de rayon X couvre une figurine si une partie de son socle est dedans, soit un centre à X plus le rayon du socle (0,5" sauf indication) ou moins. Chaque figurine couverte est résolue à part (force, sauvegarde), de la plus proche du centre à la plus éloignée.',
    }),
  ruling('scatter-direction', 'register', null,
    { en: 'Direction of a scatter', es: 'Dirección de la dispersión', fr: 'Direction de la déviation' },
    {
      en: 'The direction is a d12 read as a clock face, 12 pointing from the firer through the aimed point; the distance is then rolled as the rules say. With twelve fixed directions the chance of a blast covering each model is computed exactly.',
      es: 'La dirección es 1D12 leído como la esfera de un reloj, con el 12 apuntando del tirador al punto elegido; luego se tira la distancia según las reglas. Con doce direcciones fijas, la probabilidad de que la explosión cubra cada figura se calcula de forma exacta.',
      fr: 'La direction est un d12 lu comme un cadran d’horloge, le 12 pointant du tireur vers le point visé ; on lance ensuite la distance selon les règles. Avec douze directions fixes, la probabilité qu’une explosion couvre chaque figurine est calculée exactement.',
    }),
  ruling('initiative', 'register', null,
    { en: 'Initiative roll', es: 'Tirada de iniciativa', fr: "Jet d'initiative" },
    {
      en: 'Each side rolls d6 and adds its highest DR. A tie goes to the side with the higher DR; if that is tied as well, the sides roll again with the next dice.',
      es: 'Cada bando tira 1D6 y suma su DR más alto. Un empate lo gana el bando de mayor DR; si también empatan ahí, se vuelve a tirar con los dados siguientes.',
      fr: 'Chaque camp lance un d6 et ajoute son DR le plus haut. Une égalité revient au camp au DR le plus élevé ; si là aussi il y a égalité, on relance avec les dés suivants.',
    }),

  // --- Where the editions differ. ---
  ruling('edition-cover', 'edition', null,
    { en: 'Cover depends on the edition', es: 'La cobertura depende de la edición', fr: "Le couvert dépend de l'édition" },
    {
      en: 'Light, substantial and heavy cover add +1/+3/+8 to Armor in the English and French editions, and +2/+4/+8 in the Spanish one.',
      es: 'La cobertura ligera, sustancial y pesada suma +1/+3/+8 al Blindaje en las ediciones inglesa y francesa, y +2/+4/+8 en la española.',
      fr: 'Les couverts léger, important et lourd ajoutent +1/+3/+8 à l’Armure dans les éditions anglaise et française, et +2/+4/+8 dans l’espagnole.',
    }),
  ruling('long-range', 'edition', null,
    { en: 'Long range', es: 'Larga distancia', fr: 'Longue portée' },
    {
      en: 'Past half the weapon’s range the number needed to hit rises by 1 in every edition. The Spanish wording "-1 a su RC" is read as that same penalty.',
      es: 'Más allá de la mitad del alcance del arma, el número necesario para impactar sube 1 en todas las ediciones. El "-1 a su RC" del texto español se entiende como esa misma penalización.',
      fr: 'Au-delà de la moitié de la portée de l’arme, le score pour toucher augmente de 1 dans toutes les éditions. Le « -1 a su RC » du texte espagnol est lu comme cette même pénalité.',
    }),
  ruling('es-beyond-range', 'edition', ['es'],
    { en: 'Spanish edition: target out of range', es: 'Edición española: objetivo fuera de alcance', fr: 'Édition espagnole : cible hors de portée' },
    {
      en: 'In the Spanish edition a shot at a target beyond the weapon’s range can be declared, but it fails automatically and no dice are rolled. The other editions do not allow the shot.',
      es: 'En la edición española se puede declarar un disparo contra un objetivo más allá del alcance del arma, pero falla automáticamente y no se tiran dados. Las otras ediciones no permiten el disparo.',
      fr: 'Dans l’édition espagnole, un tir sur une cible hors de portée peut être déclaré, mais il échoue d’office et aucun dé n’est lancé. Les autres éditions n’autorisent pas ce tir.',
    }),
  ruling('es-nearest-target', 'edition', ['es'],
    { en: 'Spanish edition: nearest enemy only', es: 'Edición española: solo el enemigo más cercano', fr: 'Édition espagnole : ennemi le plus proche seulement' },
    {
      en: 'In the Spanish edition a shooter must target the nearest enemy; the service checks this when the request gives model positions.',
      es: 'En la edición española el tirador debe apuntar al enemigo más cercano; el servicio lo comprueba cuando la petición da las posiciones de las figuras.',
      fr: 'Dans l’édition espagnole, le tireur doit viser l’ennemi le plus proche ; le service le vérifie quand la demande donne les positions des figurines.',
    }),
  ruling('es-indirect-miss', 'edition', ['es'],
    { en: 'Spanish edition: failed indirect attack', es: 'Edición española: ataque indirecto fallido', fr: 'Édition espagnole : attaque indirecte ratée' },
    {
      en: 'In the Spanish edition, after a failed indirect attack roll, 1-2 on a d6 scatters the shot 2d6"; any other result has no further effect.',
      es: 'En la edición española, tras fallar la tirada de un ataque indirecto, un 1-2 en 1D6 desvía el disparo 2D6"; cualquier otro resultado no tiene más efecto.',
      fr: 'Dans l’édition espagnole, après un jet d’attaque indirecte raté, 1-2 sur un d6 fait dévier le tir de 2d6" ; tout autre résultat n’a pas d’autre effet.',
    }),
  ruling('fr-tesla-terminus', 'edition', ['fr'],
    { en: 'French edition: Tesla terminus radius', es: 'Edición francesa: radio del final del arco Tesla', fr: "Édition française : rayon au bout de l'arc Tesla" },
    {
      en: 'The French edition strikes models within 1/2" around the end of the Tesla arc, where the others use 1 1/2".',
      es: 'La edición francesa alcanza a las figuras a 1/2" alrededor del final del arco Tesla, donde las demás usan 1 1/2".',
      fr: 'L’édition française frappe les figurines à 1/2" autour du bout de l’arc Tesla, là où les autres retiennent 1 1/2".',
    }),
  ruling('es-berserker', 'edition', ['es'],
    { en: 'Spanish edition: berserker inoculation', es: 'Edición española: inoculación berserker', fr: 'Édition espagnole : inoculation berserker' },
    {
      en: 'On a 1 the Spanish inoculation chart makes the model berserker. No document says what berserker does, so the service records the status and applies no other effect.',
      es: 'Con un 1, la tabla de inoculación española vuelve berserker a la figura. Ningún documento dice qué hace berserker, así que el servicio anota el estado y no aplica ningún otro efecto.',
      fr: 'Sur un 1, la table d’inoculation espagnole rend la figurine berserker. Aucun document ne dit ce que fait berserker : le service note l’état et n’applique aucun autre effet.',
    }),
  ruling('es-inoculation-friendly', 'edition', ['es'],
    { en: 'Spanish edition: friendly figures only', es: 'Edición española: solo figuras amigas', fr: 'Édition espagnole : figurines amies seulement' },
    {
      en: 'In the Spanish edition the Doktor may only inoculate a friendly figure in base contact; the other editions accept any figure in base contact.',
      es: 'En la edición española el Doktor solo puede inocular a una figura amiga en contacto de peana; las otras ediciones aceptan cualquier figura en contacto.',
      fr: 'Dans l’édition espagnole, le Doktor ne peut inoculer qu’une figurine amie à son contact ; les autres éditions acceptent toute figurine à son contact.',
    }),
  ruling('es-zero-stat', 'edition', ['es'],
    { en: 'Spanish edition: S or DR at 0', es: 'Edición española: S o DR a 0', fr: 'Édition espagnole : F ou DR à 0' },
    {
      en: 'In the Spanish edition a model whose S or DR falls to 0 is removed from play at once; the other editions are silent on it.',
      es: 'En la edición española, una figura cuya S o DR baja a 0 se retira del juego en el acto; las otras ediciones no dicen nada.',
      fr: 'Dans l’édition espagnole, une figurine dont la F ou le DR tombe à 0 est retirée du jeu aussitôt ; les autres éditions n’en disent rien.',
    }),

  // --- The project's own rulings, where the documents are silent. ---
  ruling('clouded-minds', 'project', null,
    { en: 'Clouded Minds', es: 'Nublar mentes', fr: 'Esprits voilés' },
    {
      en: 'The psi officer adds +2 to its Armor against shooting. It stacks with terrain cover, weapons that ignore cover ignore it as well, and it does nothing in hand-to-hand combat.',
      es: 'El oficial psi suma +2 a su Blindaje contra disparos. Se acumula con la cobertura del terreno, las armas que ignoran la cobertura también lo ignoran y no sirve en cuerpo a cuerpo.',
      fr: 'L’officier psi ajoute +2 à son Armure contre les tirs. Ce bonus se cumule avec le couvert du terrain, les armes qui ignorent le couvert l’ignorent aussi et il ne sert à rien au corps à corps.',
    }),
  ruling('chuman-sprint', 'project', null,
    { en: 'Chuman sprint through difficult ground', es: 'Esprint de Chuman por terreno difícil', fr: 'Sprint du Chuman en terrain difficile' },
    {
      en: 'A Chuman sprinting or charging through difficult ground moves 3 × ceil(M / 2) inches.',
      es: 'Un Chuman que esprinta o carga por terreno difícil mueve 3 × ceil(M / 2) pulgadas.',
      fr: 'Un Chuman qui sprinte ou charge en terrain difficile se déplace de 3 × ceil(M / 2) pouces.',
    }),
  ruling('aoe-sequence', 'project', null,
    { en: 'Several blasts in one activation', es: 'Varias explosiones en una activación', fr: 'Plusieurs explosions en une activation' },
    {
      en: 'When an activation fires several area shots, each one is resolved completely (aim, scatter, every model covered) before the next begins.',
      es: 'Si una activación hace varios disparos de área, cada uno se resuelve por completo (puntería, dispersión y todas las figuras cubiertas) antes de empezar el siguiente.',
      fr: 'Quand une activation tire plusieurs coups à zone, chacun est résolu entièrement (visée, déviation, toutes les figurines couvertes) avant le suivant.',
    }),
  ruling('arc-order', 'project', null,
    { en: 'Order of models struck by an arc', es: 'Orden de las figuras alcanzadas por el arco', fr: "Ordre des figurines frappées par l'arc" },
    {
      en: 'Models struck by the Tesla arc are resolved by their distance along the arc from the barrel, nearest first.',
      es: 'Las figuras alcanzadas por el arco Tesla se resuelven según su distancia a lo largo del arco desde el cañón, primero la más cercana.',
      fr: 'Les figurines frappées par l’arc Tesla sont résolues selon leur distance le long de l’arc depuis le canon, la plus proche d’abord.',
    }),
  ruling('base-contact', 'project', null,
    { en: 'Base contact', es: 'Contacto de peana', fr: 'Contact socle à socle' },
    {
      en: 'Two models are in base contact when their centres are no further apart than the sum of their base radii plus 0.1".',
      es: 'Dos figuras están en contacto de peana si sus centros no distan más que la suma de los radios de sus peanas más 0,1".',
      fr: 'Deux figurines sont au contact quand leurs centres ne sont pas plus éloignés que la somme des rayons de leurs socles plus 0,1".',
    }),
  ruling('move-and-fire', 'project', null,
    { en: 'Moving and firing', es: 'Mover y disparar', fr: 'Se déplacer et tirer' },
    {
      en: 'Moving and firing costs exactly 1 AP, gives a single shot, and is only possible with a Move & Fire weapon.',
      es: 'Mover y disparar cuesta exactamente 1 PA, da un único disparo y solo es posible con un arma de Mover y disparar.',
      fr: 'Se déplacer et tirer coûte exactement 1 PA, donne un seul tir et n’est possible qu’avec une arme Mouvement et tir.',
    }),
  ruling('mechanic-transfer', 'project', null,
    { en: 'Mechanic AP transfer', es: 'Cesión de PA del Mecánico', fr: 'Transfert de PA du Mécanicien' },
    {
      en: 'The Mechanic spends the AP it hands over (1 or 2) and a Buffalo in base contact gains them.',
      es: 'El Mecánico gasta los PA que cede (1 o 2) y un Buffalo en contacto de peana los gana.',
      fr: 'Le Mécanicien dépense les PA qu’il cède (1 ou 2) et un Buffalo à son contact les gagne.',
    }),
  ruling('mental-stun', 'project', null,
    { en: 'Mental Stun', es: 'Aturdimiento mental', fr: 'Étourdissement mental' },
    {
      en: 'The target model loses 1 AP this turn.',
      es: 'La figura objetivo pierde 1 PA este turno.',
      fr: 'La figurine ciblée perd 1 PA ce tour-ci.',
    }),
  ruling('psychic-push', 'project', null,
    { en: 'Psychic Push', es: 'Empujón psíquico', fr: 'Poussée psychique' },
    {
      en: 'The target model moves exactly 1" towards a point the caster names.',
      es: 'La figura objetivo se mueve exactamente 1" hacia un punto que indica quien lanza el poder.',
      fr: 'La figurine ciblée se déplace d’exactement 1" vers un point désigné par le lanceur.',
    }),
  ruling('initiative-multi', 'project', null,
    { en: 'Initiative with more than two sides', es: 'Iniciativa con más de dos bandos', fr: 'Initiative à plus de deux camps' },
    {
      en: 'With more than two sides, only the sides still tied for first place roll again.',
      es: 'Con más de dos bandos, solo vuelven a tirar los que siguen empatados en primer lugar.',
      fr: 'Avec plus de deux camps, seuls ceux encore à égalité en tête relancent.',
    }),
  ruling('wounds-cap', 'project', null,
    { en: 'Wounds past the last one', es: 'Heridas de más', fr: 'Blessures en trop' },
    {
      en: 'Wounds beyond what a model has left are not counted; the model is simply removed.',
      es: 'Las heridas que exceden las que le quedan a una figura no se cuentan; la figura simplemente se retira.',
      fr: 'Les blessures au-delà de celles qui restent à une figurine ne comptent pas ; la figurine est simplement retirée.',
    }),
  ruling('scatter-geometry', 'project', null,
    { en: 'Scatter geometry', es: 'Geometría de la dispersión', fr: 'Géométrie de la déviation' },
    {
      en: 'Positions are x/y in inches with y pointing up. Clock direction h is the firer-to-aim direction turned h × 30 degrees clockwise.',
      es: 'Las posiciones son x/y en pulgadas, con y hacia arriba. La dirección de reloj h es la dirección del tirador al punto elegido girada h × 30 grados en sentido horario.',
      fr: 'Les positions sont x/y en pouces, y vers le haut. La direction horaire h est la direction du tireur vers le point visé tournée de h × 30 degrés dans le sens horaire.',
    }),
];

const GAME: NamedRecord = {
  id: AE_WWII_GAME_ID,
  name: { en: 'AE-WWII', es: 'AE-WWII', fr: 'AE-WWII' },
  summary: {
    en: 'Weird-war skirmish: Sci-Tech Americans, psychic Soviets and German geneticists, on d6s.',
    es: 'Escaramuzas de la guerra extraña: americanos Sci-Tech, soviéticos psíquicos y genetistas alemanes, con D6.',
    fr: 'Escarmouches de guerre étrange : Américains Sci-Tech, Soviétiques psychiques et généticiens allemands, au d6.',
  },
};

const EDITIONS: readonly SeedEdition[] = [
  { id: 'en', language: 'en', name: { en: 'English edition', es: 'Edición inglesa', fr: 'Édition anglaise' }, rules: EN_RULES },
  { id: 'es', language: 'es', name: { en: 'Spanish edition', es: 'Edición española', fr: 'Édition espagnole' }, rules: ES_RULES },
  { id: 'fr', language: 'fr', name: { en: 'French edition', es: 'Edición francesa', fr: 'Édition française' }, rules: FR_RULES },
];

/** The built-in AE-WWII catalog: units (`unit`), weapons (`weapon`) and psi powers (`psi-power`). */
export const AE_WWII_SEED: CatalogRecords = {
  game: GAME,
  editions: EDITIONS,
  factions: FACTIONS,
  specialRules: SPECIAL_RULES.map((r) => ({ ...r, parameter: null })),
  rulings: RULINGS,
  entries: [
    ...UNITS.map((u): EntryRecord => ({ kind: 'unit', id: `${u.faction}/${u.slug}`, faction: u.faction, name: u.name, summary: u.summary, profile: u.profile })),
    ...WEAPONS.map((w): EntryRecord => ({ kind: 'weapon', id: w.id, faction: null, name: w.name, summary: w.summary, profile: w.profile })),
    ...PSI_POWERS_SEED.map((p): EntryRecord => ({ kind: 'psi-power', id: p.id, faction: null, name: p.name, summary: p.summary, profile: { ruling: p.ruling } })),
  ],
};

/** The engine's catalog built straight from the seed, for tests that run without a database. */
export function seedAeCatalog(seed: CatalogRecords = AE_WWII_SEED): AeCatalog {
  return buildEngineCatalog(AE_WWII, catalogDataOf(AE_WWII, seed)) as AeCatalog;
}
