/**
 * The AoF Skirmish rulings register as plain data: the three rulings of shared/RULINGS.md and the
 * project's own, each with a localized title and text in the project's own words. docs/rulings.md
 * is generated from it (`npm run docs:rulings`). Framework-free: the seed and the engine tests
 * read it directly.
 */
export type Localized = { readonly en: string; readonly es: string; readonly fr: string };

export interface AofRuling {
  readonly id: string;
  /** `register`: from shared/RULINGS.md; `project`: where the document is silent, garbled or ambiguous. */
  readonly kind: 'register' | 'project';
  readonly title: Localized;
  readonly text: Localized;
}

const r = (id: string, kind: AofRuling['kind'], title: Localized, text: Localized): AofRuling => ({ id: `aof-skirmish/${id}`, kind, title, text });

export const AOF_RULINGS: readonly AofRuling[] = [
  r('shooting', 'register',
    { en: 'How shooting works', es: 'Cómo se dispara', fr: 'Comment on tire' },
    {
      en: 'The shooting paragraph of the source repeats the melee one, so shooting follows the published game: each model in range rolls one die per attack of its weapon, each roll of its Quality or more hits, the target rolls one die per hit, each roll of its Defense or more (after AP and cover) blocks it, and each hit not blocked is a wound.',
      es: 'El párrafo de disparo del documento repite el de cuerpo a cuerpo, así que el disparo sigue el juego publicado: cada modelo a alcance tira un dado por ataque de su arma, cada resultado igual o mayor que su Calidad impacta, el objetivo tira un dado por impacto, cada resultado igual o mayor que su Defensa (tras PA y cobertura) lo bloquea, y cada impacto no bloqueado es una herida.',
      fr: 'Le paragraphe du tir reprend celui du corps à corps\u202f; le tir suit donc le jeu publié\u202f: chaque figurine à portée jette un dé par attaque de son arme, chaque résultat égal ou supérieur à sa Qualité touche, la cible jette un dé par touche, chaque résultat égal ou supérieur à sa Défense (après PA et couvert) la bloque, et chaque touche non bloquée est une blessure.',
    }),
  r('profile', 'register',
    { en: 'Unit profile', es: 'Perfil de unidad', fr: 'Profil d\u2019unité' },
    {
      en: 'A unit profile is Quality (2+ to 6+), Defense (2+ to 6+), its number of models, its equipment (weapons with range, attacks and special rules) and its special rules.',
      es: 'Un perfil de unidad es Calidad (2+ a 6+), Defensa (2+ a 6+), su número de modelos, su equipo (armas con alcance, ataques y reglas especiales) y sus reglas especiales.',
      fr: 'Un profil d\u2019unité comprend la Qualité (2+ à 6+), la Défense (2+ à 6+), le nombre de figurines, l\u2019équipement (armes avec portée, attaques et règles spéciales) et les règles spéciales.',
    }),
  r('natural-rolls', 'register',
    { en: 'Unmodified 6s and 1s', es: 'Seises y unos sin modificar', fr: '6 et 1 naturels' },
    {
      en: 'Whatever the modifiers, an unmodified 6 always succeeds and an unmodified 1 always fails, on every quality test, to-hit roll and Defense roll.',
      es: 'Sean cuales sean los modificadores, un 6 sin modificar siempre es un éxito y un 1 sin modificar siempre un fallo, en todo chequeo de calidad, tirada para impactar y tirada de Defensa.',
      fr: 'Quels que soient les modificateurs, un 6 naturel réussit toujours et un 1 naturel échoue toujours, pour tout test de qualité, jet pour toucher et jet de Défense.',
    }),
  r('shot-range', 'project',
    { en: 'Shooting out of range', es: 'Disparar fuera de alcance', fr: 'Tirer hors de portée' },
    {
      en: 'Weapons whose range is shorter than the distance do not fire; the others do. A shot in which no weapon of the attacker reaches the target, or by an attacker with no ranged weapon, is refused (422), not answered as a shot that rolls nothing.',
      es: 'Las armas con alcance menor que la distancia no disparan; las demás sí. Un disparo en el que ningún arma del atacante llega al objetivo, o de un atacante sin armas de disparo, se rechaza (422); no se responde como un disparo que no tira nada.',
      fr: 'Les armes dont la portée est inférieure à la distance ne tirent pas\u202f; les autres si. Un tir où aucune arme de l\u2019attaquant n\u2019atteint la cible, ou d\u2019un attaquant sans arme de tir, est refusé (422), et non traité comme un tir qui ne jette rien.',
    }),
  r('group-wounds', 'project',
    { en: 'Wounds on a group', es: 'Heridas en un grupo', fr: 'Blessures sur un groupe' },
    {
      en: 'In a unit of several models each wound removes one model, whatever its Tough, until one model is left; only that last model keeps wound markers and rolls for wound effects. A unit with more than one model left therefore carries no markers, and a request that gives it some is refused.',
      es: 'En una unidad de varios modelos cada herida retira un modelo, tenga o no Resistente, hasta que queda uno; solo ese último modelo acumula marcadores y tira por los efectos de heridas. Por eso una unidad con más de un modelo en pie no tiene marcadores, y una petición que se los dé se rechaza.',
      fr: 'Dans une unité de plusieurs figurines, chaque blessure retire une figurine, Coriace ou non, jusqu\u2019à ce qu\u2019il n\u2019en reste qu\u2019une\u202f; seule cette dernière garde des marqueurs et jette pour les effets des blessures. Une unité de plus d\u2019une figurine n\u2019a donc aucun marqueur, et une requête qui lui en donne est refusée.',
    }),
  r('deadly', 'project',
    { en: 'Deadly wounds', es: 'Heridas mortales', fr: 'Blessures mortelles' },
    {
      en: 'Hits from Deadly(X) weapons are resolved before the others. Each of their wounds counts X times on the model it is assigned to: on a model that is not the last, that model is removed and the other wounds are lost; on the last model all X become markers.',
      es: 'Los impactos de armas con Mortal(X) se resuelven antes que los demás. Cada herida suya cuenta X veces en el modelo al que se asigna: si no es el último, ese modelo se retira y las demás heridas se pierden; en el último modelo las X se convierten en marcadores.',
      fr: 'Les touches des armes Mortel(X) sont résolues avant les autres. Chacune de leurs blessures compte X fois sur la figurine à laquelle elle est attribuée\u202f: si ce n\u2019est pas la dernière, elle est retirée et le reste est perdu\u202f; sur la dernière, les X deviennent des marqueurs.',
    }),
  r('wound-roll', 'project',
    { en: 'When the last model rolls', es: 'Cuándo tira el último modelo', fr: 'Quand la dernière figurine jette' },
    {
      en: 'After each attack, if the last model took wounds in it and carries X markers or more (X from Tough(X), 1 without), it rolls once: d6 + markers, +1 if already stunned. 5 + X or more is out of action; anything less stuns it. The roll is a sum, so a natural 1 or 6 means nothing of its own, and the die is rolled even when the result is certain.',
      es: 'Tras cada ataque, si el último modelo recibió heridas en él y tiene X marcadores o más (X de Resistente(X), 1 sin esa regla), tira una vez: d6 + marcadores, +1 si ya estaba aturdido. Con 5 + X o más queda fuera de combate; con menos queda aturdido. La tirada es una suma: un 1 o un 6 sin modificar no significan nada por sí solos, y el dado se tira aunque el resultado sea seguro.',
      fr: 'Après chaque attaque, si la dernière figurine y a subi des blessures et porte X marqueurs ou plus (X de Coriace(X), 1 sinon), elle jette une fois\u202f: d6 + marqueurs, +1 si elle est déjà sonnée. Sur 5 + X ou plus elle est hors de combat\u202f; en dessous elle est sonnée. C\u2019est une somme\u202f: un 1 ou un 6 naturel ne signifie rien en soi, et le dé est jeté même quand le résultat est certain.',
    }),
  r('roll-order', 'project',
    { en: 'Order of the dice', es: 'Orden de los dados', fr: 'Ordre des dés' },
    {
      en: 'An attack is rolled weapon group by weapon group (Impact dice first when charging, a Sergeant\'s attacks before the rest of its group): the group\'s to-hit dice, then the Defense dice of its hits (Rending hits after the others), Bane\'s rerolls and Regeneration. Wounds are assigned once every group is rolled, Deadly ones first, then the last model rolls once. A melee rolls the Counter strike, then the charge, then the strike back. Morale rolls unit by unit in the order given: the quality die, then the Fearless die. Dangerous terrain rolls every model\'s dice, a jump its dice and then the fall\'s Defense die; Regeneration and the wound-effects die come after. A roll-off rolls side a, then side b.',
      es: 'Un ataque se tira grupo de armas a grupo de armas (primero los dados de Choque al cargar, y los ataques del Sargento antes que el resto de su grupo): los dados para impactar del grupo, luego los de Defensa de sus impactos (los de Penetrante tras los demás), las repeticiones de Letal y la Regeneración. Las heridas se asignan cuando se han tirado todos los grupos, primero las Mortales, y luego el último modelo tira una vez. Un combate tira el golpe de las armas con Contraataque, luego la carga y luego el contraataque del defensor. La moral se tira unidad por unidad en el orden dado: el dado de calidad y luego el de Impasible. El terreno peligroso tira los dados de todos los modelos, un salto sus dados y luego el dado de Defensa de la caída; después vienen la Regeneración y el dado de efectos de heridas. Una tirada enfrentada tira el bando a y luego el b.',
      fr: 'Une attaque se jette groupe d\u2019armes par groupe d\u2019armes (d\u2019abord les dés d\u2019Impact en charge, les attaques du Sergent avant le reste de son groupe)\u202f: les dés pour toucher du groupe, puis les dés de Défense de ses touches (les touches Perforantes après les autres), les relances de Fléau et la Régénération. Les blessures sont attribuées une fois tous les groupes jetés, les Mortelles d\u2019abord, puis la dernière figurine jette une fois. Une mêlée jette la frappe des armes à Contre-attaque, puis la charge, puis la riposte. Le moral se jette unité par unité dans l\u2019ordre donné\u202f: le dé de qualité, puis celui de Sans peur. Le terrain dangereux jette les dés de chaque figurine, un saut ses dés puis le dé de Défense de la chute\u202f; la Régénération et le dé des effets des blessures viennent ensuite. Un jet opposé jette le camp a, puis le camp b.',
    }),
  r('blast', 'project',
    { en: 'Blast copies', es: 'Copias de Explosión', fr: 'Copies d\u2019Explosion' },
    {
      en: 'Blast(X) multiplies every hit after the other rules have acted, extra hits included, by X capped at the models in the target when the attack starts. Each copy is the same hit: a Rending hit gives X hits with AP(4).',
      es: 'Explosión(X) multiplica cada impacto, tras las demás reglas e incluidos los impactos extra, por X limitado a los modelos del objetivo al empezar el ataque. Cada copia es el mismo impacto: un impacto Penetrante da X impactos con PA(4).',
      fr: 'Explosion(X) multiplie chaque touche, après les autres règles et touches supplémentaires comprises, par X plafonné au nombre de figurines de la cible au début de l\u2019attaque. Chaque copie est la même touche\u202f: une touche Perforante donne X touches avec PA(4).',
    }),
  r('rending-ap', 'project',
    { en: 'Rending and AP', es: 'Penetrante y PA', fr: 'Perforant et PA' },
    {
      en: 'The AP(4) that Rending gives an unmodified 6 replaces the weapon\'s AP when that is lower; it is not added to it (Thrust\'s +1 counts in the weapon\'s AP).',
      es: 'La PA(4) que Penetrante da a un 6 sin modificar sustituye a la PA del arma si es menor; no se suma (el +1 de Embestida cuenta en la PA del arma).',
      fr: 'Le PA(4) que Perforant donne à un 6 naturel remplace le PA de l\u2019arme s\u2019il est plus faible\u202f; il ne s\u2019y ajoute pas (le +1 d\u2019Élan compte dans le PA de l\u2019arme).',
    }),
  r('bane-reroll', 'project',
    { en: 'Bane rerolls', es: 'Repeticiones de Letal', fr: 'Relances de Fléau' },
    {
      en: 'A Defense roll of an unmodified 6 against Bane is rolled once more, and the new result stands, even another 6.',
      es: 'Una tirada de Defensa de 6 sin modificar contra Letal se repite una vez, y vale el nuevo resultado, aunque sea otro 6.',
      fr: 'Un jet de Défense de 6 naturel contre Fléau est relancé une fois, et le nouveau résultat compte, même un autre 6.',
    }),
  r('unstoppable', 'project',
    { en: 'What Unstoppable ignores', es: 'Qué ignora Imparable', fr: 'Ce qu\u2019ignore Inarrêtable' },
    {
      en: 'Unstoppable drops the negative modifiers to its own to-hit rolls (Stealth, Indirect after moving). Cover improves the target\'s Defense roll; it is not a modifier to the weapon and still counts. Fatigue is not a modifier either but a limit on which rolls hit (only unmodified 6s), so Unstoppable does not lift it.',
      es: 'Imparable ignora los modificadores negativos a sus propias tiradas para impactar (Sigilo, Indirecto tras moverse). La cobertura mejora la tirada de Defensa del objetivo; no modifica el arma y sigue contando. La fatiga tampoco es un modificador sino un límite a qué tiradas impactan (solo los 6 sin modificar), así que Imparable no la anula.',
      fr: 'Inarrêtable ignore les modificateurs négatifs à ses propres jets pour toucher (Furtif, Indirect après un mouvement). Le couvert améliore le jet de Défense de la cible\u202f; ce n\u2019est pas un modificateur de l\u2019arme et il compte toujours. La fatigue n\u2019est pas non plus un modificateur mais une limite aux jets qui touchent (seuls les 6 naturels)\u202f: Inarrêtable ne la lève pas.',
    }),
  r('extra-hits', 'project',
    { en: 'Extra hits on 6s', es: 'Impactos extra con 6', fr: 'Touches supplémentaires sur 6' },
    {
      en: 'Furious, Relentless, Surge and the Sergeant each add one hit per unmodified 6 to hit, and they add up. Extra hits are plain hits: only the original counts as a 6 (no Rending AP for them).',
      es: 'Furioso, Implacable, Oleada y el Sargento añaden cada uno un impacto por cada 6 sin modificar, y se suman. Los impactos extra son impactos normales: solo el original cuenta como 6 (sin la PA de Penetrante).',
      fr: 'Furieux, Implacable, Déferlement et le Sergent ajoutent chacun une touche par 6 naturel, et ils se cumulent. Les touches supplémentaires sont ordinaires\u202f: seule l\u2019originale compte comme un 6 (pas de PA de Perforant).',
    }),
  r('counter-impact', 'project',
    { en: 'Counter and Impact', es: 'Contraataque y Choque', fr: 'Contre-attaque et Impact' },
    {
      en: 'Impact(X) rolls X dice for each model that has it, with the charge (not when fatigued); each hits on 2+ plus 1 for each defending model with a Counter weapon, whether or not the defender strikes back; an unmodified 6 still hits and a 1 misses. Impact hits have no AP. Counter weapons strike before the charger, as the first part of the defender\'s strike back: not at all if it does not strike back, and not again afterwards. Models they kill do not strike, and striking with them counts as striking back (fatigue).',
      es: 'Choque(X) tira X dados por cada modelo que lo tenga, con la carga (no si está fatigado); cada uno impacta con 2+ más 1 por cada modelo defensor con un arma con Contraataque, contraataque o no el defensor; un 6 sin modificar sigue impactando y un 1 falla. Los impactos de Choque no tienen PA. Las armas con Contraataque golpean antes que quien carga, como primera parte del contraataque del defensor: no golpean si no contraataca, ni vuelven a golpear después. Los modelos que eliminan no atacan, y golpear con ellas cuenta como contraatacar (fatiga).',
      fr: 'Impact(X) jette X dés par figurine qui l\u2019a, avec la charge (pas en étant fatigué)\u202f; chacun touche sur 2+ plus 1 par figurine en défense ayant une arme à Contre-attaque, que le défenseur riposte ou non\u202f; un 6 naturel touche toujours, un 1 échoue. Les touches d\u2019Impact n\u2019ont pas de PA. Les armes à Contre-attaque frappent avant l\u2019unité qui charge, en première partie de la riposte du défenseur\u202f: pas du tout s\u2019il ne riposte pas, et pas une seconde fois ensuite. Les figurines qu\u2019elles tuent ne frappent pas, et frapper avec elles compte comme riposter (fatigue).',
    }),
  r('melee-winner', 'project',
    { en: 'Who won the melee', es: 'Quién gana el combate', fr: 'Qui remporte la mêlée' },
    {
      en: 'The side that inflicted more wounds (after Regeneration, Deadly multiplied, wasted ones included) wins the melee; Fear(X) adds X for each model with it still standing, whether or not it struck. Equal scores are a draw. The document gives winning no other effect.',
      es: 'Gana el combate el bando que infligió más heridas (tras la Regeneración, multiplicadas por Mortal, incluidas las perdidas); Miedo(X) suma X por cada modelo con esa regla que siga en pie, haya golpeado o no. Con igual puntuación hay empate. El documento no da otro efecto a ganar.',
      fr: 'Le camp qui a infligé le plus de blessures (après Régénération, multipliées par Mortel, perdues comprises) remporte la mêlée\u202f; Peur(X) ajoute X par figurine dotée de la règle encore debout, qu\u2019elle ait frappé ou non. À égalité, c\u2019est un match nul. Le document ne donne pas d\u2019autre effet à la victoire.',
    }),
  r('casualty-order', 'project',
    { en: 'Which models fall first', es: 'Qué modelos caen primero', fr: 'Quelles figurines tombent d\u2019abord' },
    {
      en: 'When a unit\'s models carry different weapons, casualties come from the last weapon group listed first; a Sergeant is the last of its group to fall, and a joined Hero is the unit\'s last model.',
      es: 'Cuando los modelos de una unidad llevan armas distintas, las bajas salen primero del último grupo de armas de la lista; el Sargento es el último de su grupo en caer, y un Héroe unido es el último modelo de la unidad.',
      fr: 'Quand les figurines d\u2019une unité portent des armes différentes, les pertes viennent d\u2019abord du dernier groupe d\u2019armes indiqué\u202f; le Sergent tombe le dernier de son groupe, et un Héros rattaché est la dernière figurine de l\u2019unité.',
    }),
  r('hero-joining', 'project',
    { en: 'Heroes joining units', es: 'Héroes unidos a unidades', fr: 'Héros rattachés' },
    {
      en: 'Only a Hero with Tough(6) may join a unit, as the document words it (a Hero with another Tough, or none, fields alone), and only a unit of several models without another Hero. It is the unit\'s last model; each attack uses the unit\'s Defense when another model stands at its start; it may take the unit\'s morale tests (its better Quality is used). A rule holds for the unit only if the Hero has it too.',
      es: 'Solo un Héroe con Resistente(6) puede unirse a una unidad, como dice el documento (un Héroe con otro valor de Resistente, o sin él, se despliega solo), y solo a una unidad de varios modelos sin otro Héroe. Es el último modelo de la unidad; cada ataque usa la Defensa de la unidad si al empezar queda otro modelo en pie; puede hacer sus chequeos de moral (se usa la mejor Calidad). Una regla vale para la unidad solo si el Héroe también la tiene.',
      fr: 'Seul un Héros Coriace(6) peut rejoindre une unité, comme le dit le document (un Héros d\u2019une autre valeur de Coriace, ou sans, est aligné seul), et seulement une unité de plusieurs figurines sans autre Héros. Il en est la dernière figurine\u202f; chaque attaque utilise la Défense de l\u2019unité si une autre figurine est debout à son début\u202f; il peut passer les tests de moral de l\u2019unité (la meilleure Qualité compte). Une règle ne vaut pour l\u2019unité que si le Héros l\u2019a aussi.',
    }),
  r('stunned-morale', 'project',
    { en: 'Stunned units and morale', es: 'Unidades aturdidas y moral', fr: 'Unités sonnées et moral' },
    {
      en: 'A stunned unit fails its morale test without rolling, and so flees; Fearless still rolls its 4+ for that failure. A Standard gives +1 once, however it is counted.',
      es: 'Una unidad aturdida falla su chequeo de moral sin tirar y, por tanto, huye; Impasible sigue tirando su 4+ por ese fallo. El Estandarte da +1 una sola vez.',
      fr: 'Une unité sonnée rate son test de moral sans jeter de dé, et fuit donc\u202f; Sans peur jette quand même son 4+ pour cet échec. L\u2019Étendard donne +1 une seule fois.',
    }),
  r('stunned-fatigue', 'project',
    { en: 'Stunned units in combat', es: 'Unidades aturdidas en combate', fr: 'Unités sonnées au combat' },
    {
      en: 'A stunned unit stays idle: it may not shoot, move or charge. Charged, it may still strike back, counting as fatigued (only unmodified 6s hit); a unit stunned during a melee counts as fatigued for the rest of it.',
      es: 'Una unidad aturdida permanece inactiva: no puede disparar, moverse ni cargar. Si la cargan, aún puede contraatacar, contando como fatigada (solo impactan los 6 sin modificar); una unidad aturdida durante un combate cuenta como fatigada el resto de él.',
      fr: 'Une unité sonnée reste inactive\u202f: elle ne peut ni tirer, ni bouger, ni charger. Chargée, elle peut encore riposter, comme si elle était fatiguée (seuls les 6 naturels touchent)\u202f; une unité sonnée pendant une mêlée compte comme fatiguée jusqu\u2019à la fin de celle-ci.',
    }),
  r('regeneration', 'project',
    { en: 'Regeneration and Deadly', es: 'Regeneración y Mortal', fr: 'Régénération et Mortel' },
    {
      en: 'Regeneration rolls once per wound before Deadly multiplies it. It applies to wounds from terrain and falls too, and to the whole unit only while every model (a joined Hero too) has it. A wound it ignores is not inflicted: it puts no marker and counts neither in the attack\'s wounds nor for the melee\'s winner.',
      es: 'Regeneración tira una vez por herida antes de que Mortal la multiplique. También se aplica a heridas de terreno y caídas, y a la unidad solo mientras todos sus modelos (también un Héroe unido) la tengan. Una herida ignorada no se inflige: no pone marcador y no cuenta en las heridas del ataque ni para ganar el combate.',
      fr: 'Régénération jette une fois par blessure avant que Mortel ne la multiplie. Elle vaut aussi pour les blessures du terrain et des chutes, et pour l\u2019unité seulement tant que toutes ses figurines (Héros rattaché compris) l\u2019ont. Une blessure ignorée n\u2019est pas infligée\u202f: elle ne pose aucun marqueur et ne compte ni dans les blessures de l\u2019attaque ni pour la victoire en mêlée.',
    }),
  r('cast-roll', 'project',
    { en: 'Casting roll', es: 'Tirada de lanzamiento', fr: 'Jet de lancement' },
    {
      en: 'A spell is cast on d6 + tokens spent by friendly casters - tokens spent by enemy casters of 4 or more; an unmodified 6 always succeeds and a 1 always fails. Helpers must be within 18"; all tokens are spent whatever the result.',
      es: 'Un hechizo se lanza con d6 + tokens de invocadores amigos - tokens de invocadores enemigos de 4 o más; un 6 sin modificar siempre funciona y un 1 siempre falla. Los que ayudan deben estar a 18"; los tokens se gastan sea cual sea el resultado.',
      fr: 'Un sort est lancé sur d6 + jetons des lanceurs alliés - jetons des lanceurs ennemis de 4 ou plus\u202f; un 6 naturel réussit toujours et un 1 échoue toujours. Les lanceurs qui aident doivent être à 18"\u202f; les jetons sont dépensés quel que soit le résultat.',
    }),
  r('jump', 'project',
    { en: 'Jumps', es: 'Saltos', fr: 'Sauts' },
    {
      en: 'Gaps up to 1" and drops up to 3" need no jump; beyond 6" none is possible. X counts the full 3" of the distance. A model that fails falls from the height given, a drop from its own height.',
      es: 'Huecos de hasta 1" y descensos de hasta 3" no requieren salto; más allá de 6" no es posible. X cuenta las 3" completas de la distancia. Un modelo que falla cae desde la altura indicada; en un descenso, desde su propia altura.',
      fr: 'Les trous jusqu\u2019à 1" et les descentes jusqu\u2019à 3" ne demandent pas de saut\u202f; au-delà de 6", aucun n\u2019est possible. X compte les tranches entières de 3". Une figurine qui échoue tombe de la hauteur indiquée, une descente de sa propre hauteur.',
    }),
  r('musician', 'project',
    { en: 'The Musician\'s move', es: 'El movimiento del Músico', fr: 'Le mouvement du Musicien' },
    {
      en: 'The Musician\'s +1" applies to Advance, Rush and Charge. Hold moves 0" and is not a move, so it stays 0".',
      es: 'El +1" del Músico se aplica a Avanzar, Correr y Cargar. Mantenerse mueve 0" y no es un movimiento, así que sigue siendo 0".',
      fr: 'Le +1" du Musicien s\u2019applique à Avancer, Courir et Charger. Tenir déplace de 0" et n\u2019est pas un mouvement\u202f: cela reste 0".',
    }),
  r('difficult-terrain', 'project',
    { en: 'The 6" of difficult terrain', es: 'Las 6" del terreno difícil', fr: 'Les 6" du terrain difficile' },
    {
      en: 'A unit moving through difficult terrain moves at most 6" in all: the cap applies to the whole move, after every bonus and malus (Fast, Slow, the Musician). Strider and Flying ignore it.',
      es: 'Una unidad que atraviesa terreno difícil mueve como máximo 6" en total: el límite se aplica al movimiento entero, tras todas las bonificaciones y penalizaciones (Rápido, Lento, el Músico). Zancada y Volador lo ignoran.',
      fr: 'Une unité qui traverse un terrain difficile se déplace de 6" au plus en tout\u202f: la limite porte sur le mouvement entier, après tous les bonus et malus (Rapide, Lent, le Musicien). Arpenteur et Vol l\u2019ignorent.',
    }),
  r('dangerous-terrain', 'project',
    { en: 'Dangerous terrain dice', es: 'Dados de terreno peligroso', fr: 'Dés du terrain dangereux' },
    {
      en: 'Each model that moves through or activates in dangerous terrain rolls one die, or X dice with Tough(X), each model of a group of Tough models as well (a joined Hero rolls its own). Each 1 is a wound on the unit, assigned by the group rule; Regeneration and the wound-effects roll follow.',
      es: 'Cada modelo que atraviesa terreno peligroso o se activa en él tira un dado, o X dados con Resistente(X), también cada modelo de un grupo de modelos Resistentes (un Héroe unido tira los suyos). Cada 1 es una herida para la unidad, asignada según la regla de grupos; después vienen la Regeneración y la tirada de efectos de heridas.',
      fr: 'Chaque figurine qui traverse un terrain dangereux ou s\u2019y active jette un dé, ou X dés avec Coriace(X), y compris chaque figurine d\u2019un groupe de figurines Coriaces (un Héros rattaché jette les siens). Chaque 1 est une blessure pour l\u2019unité, attribuée selon la règle des groupes\u202f; la Régénération et le jet des effets des blessures suivent.',
    }),
  r('fall', 'project',
    { en: 'The fall hit', es: 'El impacto de la caída', fr: 'La touche de chute' },
    {
      en: 'The hit of a fall is one Defense roll with AP(X) and no cover; a failed roll is one wound with its usual effects.',
      es: 'El impacto de una caída es una tirada de Defensa con PA(X) y sin cobertura; si falla es una herida con sus efectos normales.',
      fr: 'La touche d\u2019une chute est un jet de Défense avec PA(X) et sans couvert\u202f; un échec est une blessure avec ses effets habituels.',
    }),
  r('d3', 'project',
    { en: 'D3', es: 'D3', fr: 'D3' },
    { en: 'A D3 is a d6 halved, rounded up (1-2: 1, 3-4: 2, 5-6: 3).', es: 'Un D3 es un d6 dividido entre dos, redondeando hacia arriba (1-2: 1, 3-4: 2, 5-6: 3).', fr: 'Un D3 est un d6 divisé par deux, arrondi au supérieur (1-2\u202f: 1, 3-4\u202f: 2, 5-6\u202f: 3).' }),
  r('distances', 'project',
    { en: 'Measuring', es: 'Medir', fr: 'Mesurer' },
    {
      en: 'Positions are model centres in inches; bases are round, 1" across unless the request says otherwise. Distances between models are measured base to base, and "within" includes the distance itself.',
      es: 'Las posiciones son centros de modelos en pulgadas; las peanas son redondas, de 1" salvo que se indique otra cosa. Las distancias entre modelos se miden de peana a peana, y «a X"» incluye esa distancia.',
      fr: 'Les positions sont les centres des figurines en pouces\u202f; les socles sont ronds, de 1" sauf indication contraire. Les distances entre figurines se mesurent de socle à socle, et «\u202fà X"\u202f» inclut cette distance.',
    }),
  r('objective-distance', 'project',
    { en: 'Within 3" of a marker', es: 'A 3" de un marcador', fr: 'À 3" d\u2019un marqueur' },
    {
      en: 'A unit is within 3" of a marker when the base of any of its models is within 3" of the marker\'s centre.',
      es: 'Una unidad está a 3" de un marcador cuando la peana de alguno de sus modelos está a 3" del centro del marcador.',
      fr: 'Une unité est à 3" d\u2019un marqueur quand le socle de l\u2019une de ses figurines est à 3" du centre du marqueur.',
    }),
  r('stunned-objectives', 'project',
    { en: 'Who may seize', es: 'Quién puede capturar', fr: 'Qui peut prendre' },
    {
      en: 'Stunned units, and units that arrived by Ambush this round, neither seize nor contest markers.',
      es: 'Las unidades aturdidas, y las que llegaron por Emboscada esta ronda, ni capturan ni disputan marcadores.',
      fr: 'Les unités sonnées, et celles arrivées en Embuscade ce round, ne prennent ni ne contestent de marqueurs.',
    }),
  r('deployment-zone', 'project',
    { en: 'Deployment zones', es: 'Zonas de despliegue', fr: 'Zones de déploiement' },
    {
      en: 'Deploying, every model\'s base lies wholly within 12" of its own table edge; a Scout, wholly within 24" (12" from the zone); an Ambush, with every model over 9" from every enemy model.',
      es: 'Al desplegar, la peana de cada modelo queda totalmente a 12" de su borde de mesa; un Explorador, totalmente a 24" (12" desde la zona); una Emboscada, con cada modelo a más de 9" de todo modelo enemigo.',
      fr: 'Au déploiement, le socle de chaque figurine est entièrement à 12" de son bord de table\u202f; un Éclaireur, entièrement à 24" (12" depuis la zone)\u202f; une Embuscade, chaque figurine à plus de 9" de toute figurine ennemie.',
    }),
  r('ambush-round', 'project',
    { en: 'When Ambush arrives', es: 'Cuándo llega la Emboscada', fr: 'Quand arrive l\u2019Embuscade' },
    {
      en: 'An Ambush unit is placed at the start of round 2 or later. A placement for round 1, or with no round, is refused (422) like any action the rules forbid; placement problems are only about positions.',
      es: 'Una unidad en Emboscada se coloca al inicio de la ronda 2 o posterior. Una colocación para la ronda 1, o sin ronda, se rechaza (422) como toda acción que las reglas prohíben; los problemas de colocación se refieren solo a las posiciones.',
      fr: 'Une unité en Embuscade est placée au début du round 2 ou plus tard. Un placement pour le round 1, ou sans round, est refusé (422) comme toute action que les règles interdisent\u202f; les problèmes de placement ne portent que sur les positions.',
    }),
  r('roll-off', 'project',
    { en: 'Roll-offs', es: 'Tiradas enfrentadas', fr: 'Jets opposés' },
    { en: 'Each side rolls a d6; the higher wins and a tie is rolled again.', es: 'Cada bando tira un d6; gana el mayor y un empate se repite.', fr: 'Chaque camp jette un d6\u202f; le plus haut l\u2019emporte et une égalité est rejouée.' }),
  r('force-org', 'project',
    { en: 'Force organisation arithmetic', es: 'Cálculo de la organización de fuerza', fr: 'Calcul de l\u2019organisation de la force' },
    {
      en: 'Every limit counts full steps of the agreed army size, not of the list\'s total: heroes up to size / 125 (none below 125 pts), copies of a unit up to 1 + size / 125, units up to size / 25 and models up to size / 20, all rounded down; no unit may cost over 35 % of the size. A list may cost less than the size, never more. A Hero that joins a unit is still a unit of the list (joining is a deployment choice): its own points, its share and its place among the units count, and so does its model.',
      es: 'Cada límite cuenta tramos completos del tamaño acordado, no del total de la lista: héroes hasta tamaño / 125 (ninguno por debajo de 125 pts), copias de una unidad hasta 1 + tamaño / 125, unidades hasta tamaño / 25 y modelos hasta tamaño / 20, todo redondeado hacia abajo; ninguna unidad puede costar más del 35 % del tamaño. Una lista puede costar menos que el tamaño, nunca más. Un Héroe que se une a una unidad sigue siendo una unidad de la lista (unirse es una elección de despliegue): cuentan sus propios puntos, su porcentaje y su lugar entre las unidades, y también su modelo.',
      fr: 'Chaque limite compte des tranches entières du format convenu, pas du total de la liste\u202f: héros jusqu\u2019à format / 125 (aucun sous 125 pts), copies d\u2019une unité jusqu\u2019à 1 + format / 125, unités jusqu\u2019à format / 25 et figurines jusqu\u2019à format / 20, arrondis à l\u2019inférieur\u202f; aucune unité ne peut coûter plus de 35\u202f% du format. Une liste peut coûter moins que le format, jamais plus. Un Héros qui rejoint une unité reste une unité de la liste (le rattachement se décide au déploiement)\u202f: comptent ses propres points, sa part et sa place parmi les unités, et aussi sa figurine.',
    }),
  r('command-group', 'project',
    { en: 'The command group', es: 'El grupo de mando', fr: 'Le groupe de commandement' },
    {
      en: 'An army has at most one Sergeant, one Musician and one Standard. The limit always applies: it is not part of the optional force organisation. One unit may carry several different upgrades, each on a model of its own.',
      es: 'Un ejército tiene como máximo un Sargento, un Músico y un Estandarte. El límite se aplica siempre: no forma parte de la organización de fuerza opcional. Una unidad puede llevar varias mejoras distintas, cada una en un modelo.',
      fr: 'Une armée a au plus un Sergent, un Musicien et un Porte-étendard. La limite s\u2019applique toujours\u202f: elle ne fait pas partie de l\u2019organisation de force optionnelle. Une unité peut porter plusieurs améliorations différentes, chacune sur sa propre figurine.',
    }),
  r('army-forge', 'project',
    { en: 'Army Forge lists', es: 'Listas de Army Forge', fr: 'Listes Army Forge' },
    {
      en: 'An Army Forge export is read for each unit\'s name, size, Quality, Defense, cost, special rules (name and rating) and weapons (range 0 is melee). Rules this game lacks are listed by name, never dropped silently.',
      es: 'De una exportación de Army Forge se leen el nombre, el tamaño, la Calidad, la Defensa, el coste, las reglas especiales (nombre y valor) y las armas de cada unidad (alcance 0 es cuerpo a cuerpo). Las reglas que este juego no tiene se listan por nombre, nunca se descartan en silencio.',
      fr: 'D\u2019un export Army Forge, on lit pour chaque unité le nom, l\u2019effectif, la Qualité, la Défense, le coût, les règles spéciales (nom et valeur) et les armes (portée 0\u202f: corps à corps). Les règles que ce jeu n\u2019a pas sont citées par leur nom, jamais écartées en silence.',
    }),
];
