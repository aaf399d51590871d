import type { ArchetypeProfile } from '../../../engine/wartime/archetypes';
import type { Localized } from './rulings.data';

/**
 * The built-in example archetypes of Wartime (read-only): a small warbook of our own making that
 * shows every archetype type, priced by the document's tables. Characters name their body and
 * equipment by id. Names and summaries are the project's own words.
 *
 * No framework imports: the seed migration and the engine tests read this file directly.
 */

export interface ExampleArchetype {
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
  readonly profile: ArchetypeProfile;
}

const a = (id: string, name: Localized, summary: Localized, profile: ArchetypeProfile): ExampleArchetype => ({ id, name, summary, profile });

export const WARTIME_EXAMPLE_ARCHETYPES: readonly ExampleArchetype[] = [
  // --- Bodies ---
  a(
    'recruit-body',
    { en: 'Recruit', es: 'Recluta', fr: 'Recrue' },
    { en: 'An average adult, barely trained (Level 19).', es: 'Un adulto medio, apenas entrenado (Nivel 19).', fr: 'Un adulte moyen, à peine entraîné (Niveau 19).' },
    { type: 'body', con: 4, agi: 4, int: 3, rea: 4, vol: 4 },
  ),
  a(
    'soldier-body',
    { en: 'Trained soldier', es: 'Soldado entrenado', fr: 'Soldat entraîné' },
    { en: 'A trained human (Level 25).', es: 'Un humano entrenado (Nivel 25).', fr: 'Un humain entraîné (Niveau 25).' },
    { type: 'body', con: 5, agi: 6, int: 4, rea: 5, vol: 5 },
  ),
  a(
    'veteran-body',
    { en: 'Special forces veteran', es: 'Veterano de fuerzas especiales', fr: 'Vétéran des forces spéciales' },
    { en: 'The best a human gets (Level 30).', es: 'Lo mejor que llega a ser un humano (Nivel 30).', fr: 'Le mieux qu\u2019un humain puisse être (Niveau 30).' },
    { type: 'body', con: 6, agi: 7, int: 5, rea: 6, vol: 6 },
  ),
  a(
    'adept-body',
    { en: 'Battle adept', es: 'Adepto de batalla', fr: 'Adepte de bataille' },
    { en: 'A frail mind-worker with a strong will.', es: 'Un practicante de la mente, frágil y de voluntad firme.', fr: 'Un adepte de l\u2019esprit, frêle et à la volonté ferme.' },
    { type: 'body', con: 3, agi: 4, int: 8, rea: 5, vol: 7 },
  ),
  // --- Weapons ---
  a(
    'assault-rifle',
    { en: 'Assault rifle', es: 'Fusil de asalto', fr: 'Fusil d\u2019assaut' },
    { en: 'Energy 2, Damage 5, Range 20 K.', es: 'Energía 2, Daño 5, Alcance 20 K.', fr: 'Énergie 2, Dégâts 5, Portée 20 K.' },
    { type: 'weapon', energy: 2, damage: 5, range: 20 },
  ),
  a(
    'pistol',
    { en: 'Pistol', es: 'Pistola', fr: 'Pistolet' },
    { en: 'Energy 1, Damage 3, Range 6 K.', es: 'Energía 1, Daño 3, Alcance 6 K.', fr: 'Énergie 1, Dégâts 3, Portée 6 K.' },
    { type: 'weapon', energy: 1, damage: 3, range: 6 },
  ),
  a(
    'combat-knife',
    { en: 'Combat knife', es: 'Cuchillo de combate', fr: 'Couteau de combat' },
    { en: 'Close combat: Energy 1, Damage 2 (+ CON - 3).', es: 'Cuerpo a cuerpo: Energía 1, Daño 2 (+ CON - 3).', fr: 'Corps à corps\u202f: Énergie 1, Dégâts 2 (+ CON - 3).' },
    { type: 'weapon', energy: 1, damage: 2, range: 0 },
  ),
  a(
    'grenade-launcher',
    { en: 'Grenade launcher', es: 'Lanzagranadas', fr: 'Lance-grenades' },
    { en: 'Damage 5 over a circle 3 K across.', es: 'Daño 5 en un círculo de 3 K de diámetro.', fr: 'Dégâts 5 sur un cercle de 3 K de diamètre.' },
    { type: 'weapon', energy: 3, damage: 5, range: 10, area: { shape: 'circle', diameter: 3 } },
  ),
  a(
    'flamethrower',
    { en: 'Flamethrower', es: 'Lanzallamas', fr: 'Lance-flammes' },
    { en: 'Damage 6 over a 3 x 2 K triangle.', es: 'Daño 6 en un triángulo de 3 x 2 K.', fr: 'Dégâts 6 sur un triangle de 3 x 2 K.' },
    { type: 'weapon', energy: 3, damage: 6, range: 3, area: { shape: 'triangle', length: 3, width: 2 } },
  ),
  a(
    'fireball',
    { en: 'Fireball', es: 'Bola de fuego', fr: 'Boule de feu' },
    { en: 'A spell aimed with INT: Damage 4 over a circle 2 K across.', es: 'Un hechizo que se apunta con INT: Daño 4 en un círculo de 2 K.', fr: 'Un sort visé avec l\u2019INT\u202f: Dégâts 4 sur un cercle de 2 K.' },
    { type: 'weapon', energy: 2, damage: 4, range: 12, area: { shape: 'circle', diameter: 2 }, impact: 'int' },
  ),
  a(
    'tank-cannon',
    { en: 'Tank cannon', es: 'Cañón de carro', fr: 'Canon de char' },
    { en: 'Energy 4, Damage 8, Range 40 K.', es: 'Energía 4, Daño 8, Alcance 40 K.', fr: 'Énergie 4, Dégâts 8, Portée 40 K.' },
    { type: 'weapon', energy: 4, damage: 8, range: 40 },
  ),
  a(
    'power-fist',
    { en: 'Power fist', es: 'Puño hidráulico', fr: 'Poing hydraulique' },
    { en: 'A mech\u2019s close-combat arm: Damage 7, never the pilot\u2019s CON.', es: 'El brazo de combate de un mech: Daño 7, sin la CON del piloto.', fr: 'Le bras de combat d\u2019un mécha\u202f: Dégâts 7, jamais la CON du pilote.' },
    { type: 'weapon', energy: 2, damage: 7, range: 0 },
  ),
  // --- Protections ---
  a('helmet', { en: 'Helmet', es: 'Casco', fr: 'Casque' }, { en: 'Protection 1.', es: 'Protección 1.', fr: 'Protection 1.' }, { type: 'protection', energy: 1, protection: 1 }),
  a('flak-vest', { en: 'Flak vest', es: 'Chaleco antifragmentación', fr: 'Gilet pare-éclats' }, { en: 'Protection 3.', es: 'Protección 3.', fr: 'Protection 3.' }, { type: 'protection', energy: 2, protection: 3 }),
  a(
    'power-armour',
    { en: 'Power armour', es: 'Servoarmadura', fr: 'Armure assistée' },
    { en: 'Protection 6: above most wearers\u2019 CON.', es: 'Protección 6: por encima de la CON de casi cualquiera.', fr: 'Protection 6\u202f: au-dessus de la CON de presque tous.' },
    { type: 'protection', energy: 4, protection: 6 },
  ),
  // --- Transports ---
  a(
    'motorbike',
    { en: 'Motorbike', es: 'Moto', fr: 'Moto' },
    { en: 'One Defense for the whole bike.', es: 'Una sola Defensa para toda la moto.', fr: 'Une seule Défense pour toute la moto.' },
    { type: 'transport', energy: 1, length: 4.5, defense: 2 },
  ),
  a(
    'light-tank',
    { en: 'Light tank', es: 'Carro ligero', fr: 'Char léger' },
    { en: 'Four facings and a cannon.', es: 'Cuatro zonas de Defensa y un cañón.', fr: 'Quatre côtés et un canon.' },
    { type: 'transport', energy: 3, length: 12, defense: { front: 7, left: 5, right: 5, rear: 3 }, capacity: 10, weapons: ['tank-cannon'] },
  ),
  a(
    'mech',
    { en: 'Combat mech', es: 'Mech de combate', fr: 'Mécha de combat' },
    { en: 'A walking armour that fights in close combat.', es: 'Una armadura andante que combate cuerpo a cuerpo.', fr: 'Une armure marchante qui combat au corps à corps.' },
    { type: 'transport', energy: 3, length: 6, defense: { front: 6, left: 6, right: 6, rear: 4 }, weapons: ['power-fist'], melee: true },
  ),
  // --- Objects ---
  a('medkit', { en: 'Medkit', es: 'Botiquín', fr: 'Trousse de soins' }, { en: 'Energy 2 to use.', es: 'Energía 2 para usarlo.', fr: 'Énergie 2 pour l\u2019utiliser.' }, { type: 'object', energy: 2 }),
  a(
    'smoke-grenade',
    { en: 'Smoke grenade', es: 'Granada de humo', fr: 'Grenade fumigène' },
    { en: 'A circle of smoke 4 K across.', es: 'Un círculo de humo de 4 K.', fr: 'Un cercle de fumée de 4 K.' },
    { type: 'object', energy: 1, area: { shape: 'circle', diameter: 4 } },
  ),
  // --- Zones ---
  a(
    'forest',
    { en: 'Dense forest', es: 'Bosque frondoso', fr: 'Forêt dense' },
    { en: 'Global: Difficulty 3 and Defense 2 anywhere inside.', es: 'Global: Dificultad 3 y Defensa 2 en todo su interior.', fr: 'Global\u202f: Difficulté 3 et Défense 2 partout à l\u2019intérieur.' },
    { type: 'zone', difficulty: 3, defense: 2, global: true },
  ),
  a(
    'ruined-wall',
    { en: 'Ruined wall', es: 'Muro en ruinas', fr: 'Mur en ruine' },
    { en: 'Its wall collapses when its Defense is beaten.', es: 'Su muro se derrumba si se supera su Defensa.', fr: 'Son mur s\u2019effondre quand sa Défense est dépassée.' },
    { type: 'zone', difficulty: 2, defense: [{ element: 'wall', defense: 5 }], collapse: 'The wall falls when an attack beats its Defense.' },
  ),
  a(
    'minefield',
    { en: 'Minefield', es: 'Campo de minas', fr: 'Champ de mines' },
    { en: 'Traps with the document\u2019s default rule.', es: 'Trampas con la regla por defecto del reglamento.', fr: 'Des pièges selon la règle par défaut du texte.' },
    { type: 'zone', traps: true },
  ),
  a(
    'bunker',
    { en: 'Bunker', es: 'Búnker', fr: 'Bunker' },
    { en: 'Scenery that can be bought for a play list.', es: 'Escenografía que se puede comprar para una lista de juego.', fr: 'Un décor qui peut s\u2019acheter pour une liste.' },
    { type: 'zone', defense: [{ element: 'wall', defense: 6 }, { element: 'roof', defense: 4 }], purchase: { energy: 2, capacity: 10 } },
  ),
  // --- Characters ---
  a(
    'rifleman',
    { en: 'Rifleman', es: 'Fusilero', fr: 'Fusilier' },
    { en: 'The backbone of any squad.', es: 'La columna vertebral de cualquier escuadra.', fr: 'La colonne vertébrale de toute escouade.' },
    { type: 'character', body: 'soldier-body', weapons: ['assault-rifle', 'combat-knife'], protections: ['flak-vest', 'helmet'], baseDiameter: 2.5 },
  ),
  a(
    'sergeant',
    { en: 'Sergeant', es: 'Sargento', fr: 'Sergent' },
    { en: 'A veteran with some Fortune.', es: 'Un veterano con algo de Fortuna.', fr: 'Un vétéran avec un peu de Fortune.' },
    { type: 'character', body: 'veteran-body', weapons: ['assault-rifle', 'pistol', 'combat-knife'], protections: ['flak-vest', 'helmet'], fortune: 2, baseDiameter: 2.5 },
  ),
  a(
    'grenadier',
    { en: 'Grenadier', es: 'Granadero', fr: 'Grenadier' },
    { en: 'Carries the squad\u2019s area weapon.', es: 'Lleva el arma de área de la escuadra.', fr: 'Porte l\u2019arme à aire de l\u2019escouade.' },
    { type: 'character', body: 'soldier-body', weapons: ['grenade-launcher', 'combat-knife'], protections: ['flak-vest'], baseDiameter: 2.5 },
  ),
  a(
    'militia',
    { en: 'Militia', es: 'Miliciano', fr: 'Milicien' },
    { en: 'Cheap, brave enough, poorly armed.', es: 'Barato, con arrojo suficiente y mal armado.', fr: 'Bon marché, assez courageux, mal armé.' },
    { type: 'character', body: 'recruit-body', weapons: ['pistol', 'combat-knife'], baseDiameter: 2.5 },
  ),
  a(
    'tank-commander',
    { en: 'Tank commander', es: 'Jefe de carro', fr: 'Chef de char' },
    { en: 'Comes with the light tank.', es: 'Viene con el carro ligero.', fr: 'Vient avec le char léger.' },
    { type: 'character', body: 'soldier-body', transport: 'light-tank', weapons: ['pistol'], protections: ['helmet'], baseDiameter: 2.5 },
  ),
  a(
    'mech-pilot',
    { en: 'Mech pilot', es: 'Piloto de mech', fr: 'Pilote de mécha' },
    { en: 'Fights from inside its mech.', es: 'Combate desde dentro de su mech.', fr: 'Combat depuis son mécha.' },
    { type: 'character', body: 'veteran-body', transport: 'mech', weapons: ['pistol'], baseDiameter: 2.5, fortune: 1 },
  ),
  a(
    'battle-mage',
    { en: 'Battle mage', es: 'Mago de batalla', fr: 'Mage de bataille' },
    { en: 'Throws fire with its mind.', es: 'Lanza fuego con la mente.', fr: 'Lance le feu par l\u2019esprit.' },
    { type: 'character', body: 'adept-body', weapons: ['fireball', 'combat-knife'], fortune: 1, baseDiameter: 2.5 },
  ),
  a(
    'heavy-trooper',
    { en: 'Heavy trooper', es: 'Soldado pesado', fr: 'Soldat lourd' },
    { en: 'Power armour above its CON: -1 to attribute checks.', es: 'Servoarmadura por encima de su CON: -1 a los chequeos de atributo.', fr: 'Armure assistée au-dessus de sa CON\u202f: -1 aux tests de caractéristique.' },
    { type: 'character', body: 'soldier-body', weapons: ['assault-rifle', 'combat-knife'], protections: ['power-armour'], baseDiameter: 3 },
  ),
];
