/**
 * The Wartime rulings register as plain data (served at GET /v1/wartime/rulings and cited by id
 * in every resolution's `interpretations`). `register`: the five Wartime rulings of
 * shared/RULINGS.md; `project`: the service's own, where the rule document is silent or
 * ambiguous, or where the project's brief and the document disagree (the document wins).
 * docs/rulings.md is generated from this data (`npm run docs:rulings`). Every text is the
 * project's own wording.
 *
 * No framework imports: the seed migration and the engine tests read this file directly.
 */

export type Localized = Readonly<{ en: string; es: string; fr: string }>;

export interface WartimeRuling {
  readonly id: string;
  readonly kind: 'register' | 'project';
  readonly title: Localized;
  readonly text: Localized;
}

const r = (id: string, kind: WartimeRuling['kind'], title: Localized, text: Localized): WartimeRuling => ({ id: `wartime/${id}`, kind, title, text });

export const WARTIME_RULINGS: readonly WartimeRuling[] = [
  // --- From the shared register (RULINGS.md). ---
  r(
    'vitality-loss',
    'register',
    { en: 'Vitality lost to damage', es: 'Vitalidad perdida por daño', fr: 'Vitalité perdue aux dégâts' },
    {
      en: 'With the optional Vitality rules, an attack whose Damage exceeds the Defense costs Damage minus Defense Vitality points (the document\u2019s "Damage - Vitality" is read this way); an attack the Defense held by number but whose Defense check failed costs 1 point.',
      es: 'Con las reglas opcionales de Vitalidad, un ataque cuyo Daño supera la Defensa cuesta Daño menos Defensa puntos de Vitalidad (así se lee el «Daño - Vitalidad» del reglamento); si el Daño no superaba la Defensa pero se falló el CH DEF, se pierde 1 punto.',
      fr: 'Avec les règles optionnelles de Vitalité, une attaque dont les Dégâts dépassent la Défense coûte Dégâts moins Défense points de Vitalité (c\u2019est ainsi qu\u2019on lit le «\u202fDégâts - Vitalité\u202f» du texte)\u202f; si la Défense tenait mais que le test de Défense a échoué, la perte est de 1 point.',
    },
  ),
  r(
    'check-clamp',
    'register',
    { en: 'Success values stay between 1 and 10', es: 'El éxito queda entre 1 y 10', fr: 'La réussite reste entre 1 et 10' },
    {
      en: 'After modifiers, a success value above 10 counts as 10 and one below 1 counts as 1. A natural 1 always passes (critical) and a natural 10 always fails (fumble), whatever the value.',
      es: 'Tras los modificadores, un éxito por encima de 10 cuenta como 10 y uno por debajo de 1 cuenta como 1. Un 1 natural siempre supera el chequeo (crítico) y un 10 natural siempre lo falla (pifia), sea cual sea el éxito.',
      fr: 'Après modificateurs, une réussite au-dessus de 10 compte pour 10 et une réussite sous 1 compte pour 1. Un 1 naturel réussit toujours (critique) et un 10 naturel échoue toujours (maladresse), quelle que soit la valeur.',
    },
  ),
  r(
    'rounding',
    'register',
    { en: 'Fractions are rounded up', es: 'Las fracciones se redondean hacia arriba', fr: 'Les fractions sont arrondies vers le haut' },
    {
      en: 'A fractional cost or area is rounded up to the next whole number, once, at the end of its own formula: a 3 K circle is 7.07 K², so 8 K² (the document\u2019s example writes 7, against its own rounding rule); its cost, Damage x 8 x 0.1, is rounded up again.',
      es: 'Un coste o un área con decimales se redondea al natural inmediatamente superior, una sola vez, al final de su propia fórmula: un círculo de 3 K mide 7,07 K², es decir 8 K² (el ejemplo del reglamento pone 7, contra su propia regla de redondeo); su coste, Daño x 8 x 0,1, se vuelve a redondear hacia arriba.',
      fr: 'Un coût ou une aire fractionnaire est arrondi à l\u2019entier supérieur, une seule fois, à la fin de sa propre formule\u202f: un cercle de 3 K fait 7,07 K², donc 8 K² (l\u2019exemple du texte écrit 7, contre sa propre règle d\u2019arrondi)\u202f; son coût, Dégâts x 8 x 0,1, est de nouveau arrondi vers le haut.',
    },
  ),
  r(
    'scatter-direction',
    'register',
    { en: 'Scatter direction', es: 'Dirección de la dispersión', fr: 'Direction de la dispersion' },
    {
      en: 'A scatter\u2019s direction is a d12 read as a clock face, 12 pointing from the attacker through the aimed point; then 1D10 kliks. A 1 on that D10 means no deviation: it lands where aimed.',
      es: 'La dirección de una dispersión se tira con 1D12 leído como la esfera de un reloj, con el 12 apuntando desde el atacante hacia el punto elegido; después 1D10 K. Un 1 en ese D10 significa que no se desvía: cae donde se apuntó.',
      fr: 'La direction d\u2019une dispersion se lance au d12 lu comme un cadran d\u2019horloge, le 12 pointant de l\u2019attaquant vers le point visé\u202f; puis 1D10 K. Un 1 sur ce D10 signifie aucune déviation\u202f: le tir tombe où il était visé.',
    },
  ),
  r(
    'missing-tables',
    'register',
    { en: 'Bonuses and maluses are priced by the user', es: 'Los bonus y malus los valora el usuario', fr: 'Bonus et malus chiffrés par l\u2019utilisateur' },
    {
      en: 'The document refers to lists of bonuses, maluses and actions it does not include. Bonuses and maluses are therefore named by the user with their point cost (positive for a bonus, negative for a malus), and a request may name the check modifiers they give.',
      es: 'El reglamento remite a listas de bonus, malus y acciones que no incluye. Por eso el usuario nombra cada bonus o malus con su coste en puntos (positivo para un bonus, negativo para un malus), y una petición puede nombrar los modificadores que aplican a un chequeo.',
      fr: 'Le texte renvoie à des listes de bonus, de malus et d\u2019actions qu\u2019il ne contient pas. L\u2019utilisateur nomme donc chaque bonus ou malus avec son coût en points (positif pour un bonus, négatif pour un malus), et une requête peut nommer les modificateurs qu\u2019ils donnent à un test.',
    },
  ),

  // --- The project's own rulings. ---
  r(
    'attribute-modifiers',
    'project',
    { en: 'What "CH ATR" modifiers apply to', es: 'A qué se aplican los modificadores «CH ATR»', fr: 'Ce que touchent les modificateurs «\u202fCH ATR\u202f»' },
    {
      en: 'Modifiers written for attribute checks (several actions at once, out of turn, Defense above CON, Vitality lost, running Will effects, difficult actions) apply to every check rolled on CON, AGI, INT, REA or VOL, the impact check included since it rolls AGI or INT. They never apply to the damage check (the weapon\u2019s Damage) or the Defense check.',
      es: 'Los modificadores escritos para chequeos de atributo (varias acciones a la vez, fuera de turno, Defensa por encima de CON, Vitalidad perdida, efectos de Voluntad en curso, acciones difíciles) se aplican a todo chequeo de CON, AGI, INT, REA o VOL, incluido el CH IMP, que se tira con AGI o INT. Nunca se aplican al CH DAÑ (el Daño del arma) ni al CH DEF.',
      fr: 'Les modificateurs écrits pour les tests de caractéristique (plusieurs actions à la fois, hors tour, Défense au-dessus de la CON, Vitalité perdue, effets de Volonté en cours, actions difficiles) s\u2019appliquent à tout test de CON, AGI, INT, RÉA ou VOL, y compris le test d\u2019impact, qui se lance sur l\u2019AGI ou l\u2019INT. Ils ne touchent jamais le test de dégâts (les Dégâts de l\u2019arme) ni le test de Défense.',
    },
  ),
  r(
    'simultaneous-actions',
    'project',
    { en: 'Several actions at once', es: 'Varias acciones a la vez', fr: 'Plusieurs actions à la fois' },
    {
      en: 'Doing N actions at once gives each of them -N (two actions, -2 each; four, -4 each), as the document\u2019s examples say. A single action has no such modifier.',
      es: 'Hacer N acciones a la vez da a cada una -N (dos acciones, -2 cada una; cuatro, -4), como dicen los ejemplos del reglamento. Una sola acción no tiene este modificador.',
      fr: 'Faire N actions à la fois donne à chacune -N (deux actions, -2 chacune\u202f; quatre, -4), comme le disent les exemples du texte. Une action seule n\u2019a pas ce modificateur.',
    },
  ),
  r(
    'out-of-turn',
    'project',
    { en: 'Regular actions done out of turn', es: 'Acciones normales fuera de turno', fr: 'Actions ordinaires hors tour' },
    {
      en: 'A regular action done out of turn costs twice its Energy, at least 3, and is refused when that is more than the character\u2019s Energy; its checks take -1, and a further -1 when it interrupts the acting character before its action ends.',
      es: 'Una acción normal hecha fuera de turno cuesta el doble de su Energía, como mínimo 3, y se rechaza si eso supera la Energía del personaje; sus chequeos llevan -1, y otro -1 si interrumpe al personaje actuando antes de que termine su acción.',
      fr: 'Une action ordinaire faite hors tour coûte le double de son Énergie, au moins 3, et elle est refusée si cela dépasse l\u2019Énergie du personnage\u202f; ses tests prennent -1, et encore -1 si elle interrompt le personnage actif avant la fin de son action.',
    },
  ),
  r(
    'opposed-tie',
    'project',
    { en: 'Ties in opposed checks', es: 'Empates en chequeos enfrentados', fr: 'Égalités aux tests opposés' },
    {
      en: 'When both pass with the same die, the higher attribute wins, compared before any modifier (the values on the character sheets). Equal attributes too: the action does not happen. Nobody passing: it does not happen either.',
      es: 'Si ambos superan el chequeo con el mismo dado, gana el atributo más alto, comparado antes de modificadores (el valor de la ficha). Si también empatan: la acción no sucede. Si nadie supera el chequeo, tampoco sucede.',
      fr: 'Si les deux réussissent avec le même dé, la caractéristique la plus haute l\u2019emporte, comparée avant tout modificateur (la valeur de la fiche). Si elles sont égales aussi\u202f: l\u2019action n\u2019a pas lieu. Si personne ne réussit, elle n\u2019a pas lieu non plus.',
    },
  ),
  r(
    'opposed-double',
    'project',
    { en: 'Two criticals, two fumbles', es: 'Dos críticos, dos pifias', fr: 'Deux critiques, deux maladresses' },
    {
      en: 'Both fighters striking on two criticals and the combat ending on two fumbles are close-combat rules. In any other opposed check, two 1s are equal rolls (the higher attribute wins) and two 10s are two failures.',
      es: 'Que ambos golpeen con dos críticos y que el combate termine con dos pifias son reglas del combate CaC. En cualquier otro chequeo enfrentado, dos 1 son tiradas iguales (gana el atributo más alto) y dos 10 son dos fallos.',
      fr: 'Que les deux combattants frappent sur deux critiques et que le combat cesse sur deux maladresses sont des règles du corps à corps. Dans tout autre test opposé, deux 1 sont des jets égaux (la caractéristique la plus haute l\u2019emporte) et deux 10 sont deux échecs.',
    },
  ),
  r(
    'one-repeat',
    'project',
    { en: 'A die is rolled again only once', es: 'Un dado solo se repite una vez', fr: 'Un dé n\u2019est relancé qu\u2019une fois' },
    {
      en: 'Whatever rolls a die again (Fortune on a fumble, an opponent\u2019s Fortune cancelling it, a formation\u2019s reroll), the second roll stands and is never rolled again.',
      es: 'Sea cual sea el motivo de repetir un dado (Fortuna ante una pifia, la Fortuna de un rival que lo anula, la repetición de una formación), la segunda tirada es la que vale y no se vuelve a repetir.',
      fr: 'Quelle que soit la raison de relancer un dé (Fortune sur une maladresse, Fortune d\u2019un adversaire qui l\u2019annule, relance d\u2019une formation), le second jet compte et n\u2019est jamais relancé.',
    },
  ),
  r(
    'fortune-decisions',
    'project',
    { en: 'Fortune as a plan', es: 'La Fortuna como plan', fr: 'La Fortune comme plan' },
    {
      en: 'A request states what each character does with its Fortune whenever the chance comes (buy a pass or a critical, reroll a fumble, cancel an opponent\u2019s passing die that is not a critical, ignore damage), and it is spent that way while points last, so the odds can follow it. A plan to buy a result the character cannot pay when the request is made (a critical with fewer than 3 points, a pass with none) is refused at its path rather than rolled instead; a reroll, a cancellation or ignoring damage simply does not happen once the points are gone. A die aimed at the character can be cancelled on the impact and damage checks, not on its own checks. Formations do not spend Fortune in combat, nor do the targets of a volley. Each Fortune use brings a Will check that changes the later checks, so with Fortune to spend a request resolves at most 2 attacks, and 1 when both sides have some.',
      es: 'La petición dice qué hace cada personaje con su Fortuna cuando surge la ocasión (comprar un chequeo superado o un crítico, repetir una pifia, anular un dado superado y no crítico del rival, ignorar daño), y se gasta así mientras queden puntos, para que las probabilidades puedan seguirlo. Un plan de comprar un resultado que el personaje no puede pagar al hacer la petición (un crítico con menos de 3 puntos, un chequeo superado sin ninguno) se rechaza en su ruta en lugar de tirar el dado; una repetición, una anulación o ignorar daño simplemente no ocurren cuando ya no quedan puntos. Se puede anular el dado de un CH IMP o un CH DAÑ contra el personaje, no los suyos propios. Las formaciones no gastan Fortuna en combate, ni los objetivos de una descarga. Cada uso de Fortuna trae un CH VOL que cambia los chequeos siguientes, así que con Fortuna que gastar una petición resuelve como mucho 2 ataques, y 1 si ambos bandos tienen.',
      fr: 'La requête dit ce que chaque personnage fait de sa Fortune quand l\u2019occasion se présente (acheter une réussite ou un critique, relancer une maladresse, annuler un dé réussi et non critique de l\u2019adversaire, ignorer des dégâts), et elle est dépensée ainsi tant qu\u2019il reste des points, pour que les probabilités puissent la suivre. Un plan d\u2019achat d\u2019un résultat que le personnage ne peut pas payer au moment de la requête (un critique avec moins de 3 points, une réussite sans aucun) est refusé à son chemin au lieu de lancer le dé\u202f; une relance, une annulation ou des dégâts ignorés n\u2019ont simplement pas lieu une fois les points épuisés. On peut annuler le dé d\u2019un test d\u2019impact ou de dégâts visant le personnage, pas ses propres tests. Les formations ne dépensent pas de Fortune en combat, ni les cibles d\u2019une salve. Chaque usage de Fortune amène un test de Volonté qui change les tests suivants\u202f: avec de la Fortune à dépenser, une requête résout au plus 2 attaques, et 1 si les deux camps en ont.',
    },
  ),
  r(
    'fortune-will-check',
    'project',
    { en: 'The Will check after Fortune', es: 'El CH VOL tras gastar Fortuna', fr: 'Le test de Volonté après la Fortune' },
    {
      en: 'Each use of Fortune (1 point or 3) is followed by one Will check of whoever spent it, when the point is spent (before the die it buys again), on VOL with its standing modifiers (Vitality, Will effects, Defense above CON) and no Fortune. Failing it while acting makes the action under way fail: a bought pass or critical does not stand, a fumble is not rolled again, and the check ends failed (its verdict fail, or the fumble that stays); a fumble also ends the activation. So the odds of passing count a bought result only when its Will check passes. A character who is not acting only keeps the Will effect.',
      es: 'Cada uso de Fortuna (1 punto o 3) va seguido de un CH VOL de quien la gasta, al gastar el punto (antes del dado que compra de nuevo), con su VOL y sus modificadores permanentes (Vitalidad, efectos de Voluntad, Defensa por encima de CON) y sin Fortuna. Si lo falla mientras actúa, la acción en curso falla: un chequeo superado o un crítico comprados no valen, una pifia no se repite y el chequeo queda fallado (fallo, o la pifia que se mantiene); con una pifia en el CH VOL, además, termina su actuación. Así, la probabilidad de superar el chequeo cuenta un resultado comprado solo si su CH VOL se supera. Un personaje que no está actuando solo se queda con el efecto de Voluntad.',
      fr: 'Chaque usage de Fortune (1 point ou 3) est suivi d\u2019un test de Volonté de celui qui la dépense, au moment où le point est dépensé (avant le dé qu\u2019il fait relancer), sur sa VOL avec ses modificateurs permanents (Vitalité, effets de Volonté, Défense au-dessus de la CON) et sans Fortune. S\u2019il échoue en agissant, l\u2019action en cours échoue\u202f: une réussite ou un critique achetés ne comptent pas, une maladresse n\u2019est pas relancée et le test finit raté (échec, ou la maladresse qui reste)\u202f; sur une maladresse au test de Volonté, son activation prend aussi fin. La probabilité de réussir ne compte donc un résultat acheté que si son test de Volonté réussit. Un personnage qui n\u2019agit pas garde seulement l\u2019effet de Volonté.',
    },
  ),
  r(
    'melee-exchange',
    'project',
    { en: 'A close-combat exchange', es: 'Un intercambio de combate CaC', fr: 'Un échange au corps à corps' },
    {
      en: 'Each close-combat attack is one opposed AGI impact check between the two fighters, and whoever wins strikes the other: the defender too, if it has a close-combat weapon. Two criticals: both strike, the attacker first, and the second strike stands even if its striker fell to the first (the attacks are simultaneous). Two fumbles: no strike, and the combat is over. Attack actions go on until one falls or the Energy runs out.',
      es: 'Cada ataque CaC es un CH IMP enfrentado de AGI entre los dos combatientes, y quien gana golpea al otro: también el defensor, si tiene un arma CaC. Dos críticos: golpean ambos, primero el atacante, y el segundo golpe vale aunque quien lo da haya caído con el primero (los ataques son simultáneos). Dos pifias: nadie golpea y el combate termina. Las acciones de ataque siguen hasta que uno cae o se acaba la Energía.',
      fr: 'Chaque attaque au corps à corps est un test d\u2019impact d\u2019AGI opposé entre les deux combattants, et le vainqueur frappe l\u2019autre\u202f: le défenseur aussi, s\u2019il a une arme de corps à corps. Deux critiques\u202f: les deux frappent, l\u2019attaquant d\u2019abord, et le second coup compte même si son auteur est tombé sous le premier (les attaques sont simultanées). Deux maladresses\u202f: personne ne frappe et le combat cesse. Les attaques continuent jusqu\u2019à ce que l\u2019un tombe ou que l\u2019Énergie s\u2019épuise.',
    },
  ),

  r(
    'several-enemies',
    'project',
    { en: 'Fighting several enemies', es: 'Combatir contra varios enemigos', fr: 'Combattre plusieurs ennemis' },
    {
      en: 'One close-combat request fights its defenders one after the other: the next only once the one before is down. An engaged defender is fought at once; one that is not engaged needs re-engaging, which the document allows only with an enemy closer than the attacker\u2019s Movement: a defender given at the Movement or farther could never be fought, so the request is refused at its distance rather than resolved without it.',
      es: 'Una petición de CaC combate a sus defensores uno tras otro: el siguiente solo cuando el anterior ha caído. Un defensor trabado se combate en el acto; uno no trabado exige reengancharse, que el reglamento solo permite con un enemigo a menos distancia que el Movimiento del atacante: un defensor dado a esa distancia o más lejos nunca podría combatirse, así que la petición se rechaza en su distancia en lugar de resolverse sin él.',
      fr: 'Une requête de corps à corps combat ses défenseurs l\u2019un après l\u2019autre\u202f: le suivant seulement une fois le précédent tombé. Un défenseur engagé se combat aussitôt\u202f; un défenseur non engagé demande de se réengager, ce que le texte ne permet qu\u2019avec un ennemi plus proche que le Mouvement de l\u2019attaquant\u202f: un défenseur donné à cette distance ou plus loin ne pourrait jamais être combattu, donc la requête est refusée à sa distance au lieu d\u2019être résolue sans lui.',
    },
  ),
  r(
    'damage-value',
    'project',
    { en: 'The Damage that meets Defense', es: 'El Daño que se compara con la Defensa', fr: 'Les Dégâts opposés à la Défense' },
    {
      en: 'The damage check is clamped to 1..10 like any check, but the Damage compared with Defense is not: a close-combat Damage + CON - 3 of 12 counts as 12. A critical doubles it, an attack from a formation\u2019s rear doubles it (both: x 4); a charge adds 1 to the check only. The same Damage decides explosions and pulverising.',
      es: 'El CH DAÑ se limita a 1..10 como cualquier chequeo, pero el Daño que se compara con la Defensa no: un DAÑ + CON - 3 de 12 en CaC cuenta como 12. Un crítico lo duplica y un ataque por la retaguardia de una formación también (ambos: x 4); una carga suma 1 solo al chequeo. Ese mismo Daño decide explosiones y pulverizaciones.',
      fr: 'Le test de dégâts est borné à 1..10 comme tout test, mais pas les Dégâts opposés à la Défense\u202f: des Dégâts + CON - 3 de 12 au corps à corps comptent pour 12. Un critique les double, une attaque sur l\u2019arrière d\u2019une formation aussi (les deux\u202f: x 4)\u202f; une charge ajoute 1 au seul test. Ces mêmes Dégâts décident des explosions et de la pulvérisation.',
    },
  ),
  r(
    'automatic-impact',
    'project',
    { en: 'Targets that cannot defend themselves', es: 'Objetivos que no pueden defenderse', fr: 'Cibles qui ne peuvent se défendre' },
    {
      en: 'Against an immobile or defenceless target (a transport that cannot fight, scenery, a helpless character) the close-combat impact passes without an opposed roll. If the attacker chooses to roll anyway, a 1 is a critical and nothing else changes: a 10 still hits.',
      es: 'Contra un objetivo inmóvil o indefenso (un transporte que no combate, la escenografía, un personaje indefenso) el CH IMP CaC se supera sin chequeo enfrentado. Si el atacante decide tirar igualmente, un 1 es crítico y nada más cambia: un 10 también impacta.',
      fr: 'Contre une cible immobile ou sans défense (un transport qui ne combat pas, un décor, un personnage impuissant), l\u2019impact au corps à corps réussit sans test opposé. Si l\u2019attaquant choisit de lancer quand même, un 1 est un critique et rien d\u2019autre ne change\u202f: un 10 touche aussi.',
    },
  ),
  r(
    'unarmed',
    'project',
    { en: 'A defender without a close-combat weapon', es: 'Un defensor sin arma CaC', fr: 'Un défenseur sans arme de corps à corps' },
    {
      en: 'The document gives no unarmed Damage. A defender with no close-combat weapon still rolls its opposed impact check, and winning it only stops the attack: it does not strike back.',
      es: 'El reglamento no da un Daño sin armas. Un defensor sin arma CaC tira igualmente su CH IMP enfrentado, y ganarlo solo detiene el ataque: no devuelve el golpe.',
      fr: 'Le texte ne donne pas de Dégâts à mains nues. Un défenseur sans arme de corps à corps lance quand même son test d\u2019impact opposé, et le gagner arrête seulement l\u2019attaque\u202f: il ne rend pas le coup.',
    },
  ),
  r(
    'charge',
    'project',
    { en: 'Charges', es: 'Cargas', fr: 'Charges' },
    {
      en: 'A charging squad\u2019s attacks get +1 to impact and +1 to the damage check (not to the Damage compared with Defense). The pooled Energy of a charge is worked out with the squad helper; each close-combat request resolves one fighter\u2019s attacks.',
      es: 'Los ataques de una escuadra que carga tienen +1 al CH IMP y +1 al CH DAÑ (no al Daño que se compara con la Defensa). La Energía común de la carga se calcula con la ayuda de escuadra; cada petición de CaC resuelve los ataques de un combatiente.',
      fr: 'Les attaques d\u2019une escouade qui charge ont +1 à l\u2019impact et +1 au test de dégâts (pas aux Dégâts opposés à la Défense). L\u2019Énergie mise en commun d\u2019une charge se calcule avec l\u2019aide aux escouades\u202f; chaque requête de corps à corps résout les attaques d\u2019un combattant.',
    },
  ),
  r(
    'cover-half',
    'project',
    { en: 'Half cover', es: 'Media cobertura', fr: 'Demi-couvert' },
    {
      en: 'A target more than half hidden adds half the element\u2019s Defense; fully hidden, all of it; several elements in the line of fire add up. The Defense in cover is one formula, rounded up once at its end (wartime/rounding): behind two half covers of 3, Defense 3 becomes 3 + 1.5 + 1.5 = 6, not 7. An impact critical ignores all of it.',
      es: 'Un objetivo oculto en más de la mitad suma la mitad de la Defensa del elemento; totalmente oculto, toda; varios elementos en la línea de fuego se suman. La Defensa a cubierto es una sola fórmula, redondeada hacia arriba una vez al final (wartime/rounding): tras dos medias coberturas de 3, una Defensa 3 pasa a 3 + 1,5 + 1,5 = 6, no 7. Un crítico en el CH IMP ignora toda cobertura.',
      fr: 'Une cible cachée à plus de moitié ajoute la moitié de la Défense de l\u2019élément\u202f; entièrement cachée, toute\u202f; plusieurs éléments sur la ligne de tir s\u2019additionnent. La Défense à couvert est une seule formule, arrondie vers le haut une fois à la fin (wartime/rounding)\u202f: derrière deux demi-couverts de 3, une Défense 3 devient 3 + 1,5 + 1,5 = 6, pas 7. Un critique à l\u2019impact ignore tout couvert.',
    },
  ),
  r(
    'cover-miss',
    'project',
    { en: 'A miss that strikes the cover', es: 'Un fallo que alcanza la cobertura', fr: 'Un tir manqué qui touche le couvert' },
    {
      en: 'When a shot at a target in cover fails its impact check, a d100 of 30 or less strikes the first element listed in the line of fire. It takes the attacker\u2019s damage check like scenery: the Damage must exceed its Defense to damage it. Area weapons scatter instead.',
      es: 'Cuando un disparo a un objetivo en cobertura falla el CH IMP, con 30 o menos en 1D100 alcanza al primer elemento de la línea de fuego. Recibe el CH DAÑ del atacante como escenografía: el Daño tiene que superar su Defensa para dañarlo. Las armas de área se dispersan en su lugar.',
      fr: 'Quand un tir sur une cible à couvert rate son test d\u2019impact, 30 ou moins au d100 touche le premier élément de la ligne de tir. Il subit le test de dégâts de l\u2019attaquant comme un décor\u202f: les Dégâts doivent dépasser sa Défense pour l\u2019endommager. Les armes à aire se dispersent à la place.',
    },
  ),
  r(
    'area-miss-scatter',
    'project',
    { en: 'Area weapons that miss', es: 'Armas de área que fallan', fr: 'Armes à aire qui ratent' },
    {
      en: 'The document does not say where a missed area attack goes. It scatters: a d12 clock direction, then 1D10 kliks from the aimed point, a 1 meaning no deviation; every model under the area where it lands takes the attack.',
      es: 'El reglamento no dice adónde va un ataque de área fallido. Se dispersa: dirección con 1D12 de reloj y luego 1D10 K desde el punto apuntado, donde un 1 significa que no se desvía; toda miniatura bajo el área donde caiga recibe el ataque.',
      fr: 'Le texte ne dit pas où va une attaque à aire manquée. Elle se disperse\u202f: direction au d12 en cadran, puis 1D10 K depuis le point visé, un 1 signifiant aucune déviation\u202f; toute figurine sous l\u2019aire là où elle tombe subit l\u2019attaque.',
    },
  ),
  r(
    'area-placement',
    'project',
    { en: 'Placing an area', es: 'Colocar un área', fr: 'Placer une aire' },
    {
      en: 'Positions are given in cm. Every shape is centred where the attack lands and laid along the line of fire from the attacker to the aimed point (a triangle\u2019s apex towards the attacker); a composite area places its parts by their offsets. A model is under the area when any part of its base is.',
      es: 'Las posiciones se dan en cm. Cada forma se centra donde cae el ataque y se orienta según la línea de fuego del atacante al punto apuntado (el vértice de un triángulo hacia el atacante); un área compuesta coloca sus partes según sus desplazamientos. Una miniatura está bajo el área si cualquier parte de su peana lo está.',
      fr: 'Les positions sont données en cm. Chaque forme est centrée là où tombe l\u2019attaque et posée le long de la ligne de tir de l\u2019attaquant au point visé (la pointe d\u2019un triangle vers l\u2019attaquant)\u202f; une aire composée place ses parties selon leurs décalages. Une figurine est sous l\u2019aire si une partie de son socle l\u2019est.',
    },
  ),
  r(
    'area-cover',
    'project',
    { en: 'Cover under an area', es: 'Cobertura bajo un área', fr: 'Couvert sous une aire' },
    {
      en: 'Each model under an area has the cover the request gives it, traced from the aimed point, and keeps it if the attack scatters. An impact critical ignores the cover of the target only.',
      es: 'Cada miniatura bajo un área tiene la cobertura que le da la petición, trazada desde el punto apuntado, y la mantiene si el ataque se dispersa. Un crítico en el CH IMP solo ignora la cobertura del objetivo.',
      fr: 'Chaque figurine sous une aire a le couvert que lui donne la requête, tracé depuis le point visé, et le garde si l\u2019attaque se disperse. Un critique à l\u2019impact n\u2019ignore que le couvert de la cible.',
    },
  ),
  r(
    'area-fortune',
    'project',
    { en: 'Fortune and area attacks', es: 'La Fortuna y los ataques de área', fr: 'La Fortune et les attaques à aire' },
    {
      en: 'The attacker may spend Fortune on an area attack\u2019s impact check, not on its damage checks (one per model). Each model under the area uses its own Fortune as on any attack; an area weapon fires once per request.',
      es: 'El atacante puede gastar Fortuna en el CH IMP de un ataque de área, no en sus CH DAÑ (uno por miniatura). Cada miniatura bajo el área usa su propia Fortuna como en cualquier ataque; un arma de área dispara una vez por petición.',
      fr: 'L\u2019attaquant peut dépenser de la Fortune sur le test d\u2019impact d\u2019une attaque à aire, pas sur ses tests de dégâts (un par figurine). Chaque figurine sous l\u2019aire utilise sa propre Fortune comme pour toute attaque\u202f; une arme à aire tire une fois par requête.',
    },
  ),
  r(
    'roll-order',
    'project',
    { en: 'Roll order', es: 'Orden de las tiradas', fr: 'Ordre des jets' },
    {
      en: 'Dice given at the table are read in this order: attacks one after the other, none once the target is down (nor paid); per attack, the impact check, then the damage check, then the Defense check, each followed at once by its Fortune uses (the Will check when the point is spent, then the die rolled again); a miss at a target in cover: the d100 (tens, units), then the damage check against the element; under an area, models nearest the centre first; in a formation\u2019s volley or close combat, every impact die pair by pair (attacker first), then the rerolls, then the attacker\u2019s damage dice and the defender\u2019s Defense checks, then the defender\u2019s damage dice and the attacker\u2019s Defense checks.',
      es: 'Los dados tirados en la mesa se leen en este orden: los ataques uno tras otro, ninguno cuando el objetivo ya ha caído (ni se paga); por ataque, el CH IMP, luego el CH DAÑ y luego el CH DEF, cada uno seguido en el acto de sus usos de Fortuna (el CH VOL al gastar el punto, después el dado que se repite); un fallo contra un objetivo a cubierto: el D100 (decenas, unidades) y después el CH DAÑ contra el elemento; bajo un área, primero las miniaturas más cercanas al centro; en la descarga o el CaC de una formación, todos los dados de impacto pareja a pareja (primero el atacante), luego las repeticiones, luego los dados de daño del atacante y los CH DEF del defensor, y luego los dados de daño del defensor y los CH DEF del atacante.',
      fr: 'Les dés lancés à la table se lisent dans cet ordre\u202f: les attaques l\u2019une après l\u2019autre, aucune une fois la cible tombée (ni payée)\u202f; par attaque, le test d\u2019impact, puis celui de dégâts, puis celui de Défense, chacun suivi aussitôt de ses usages de Fortune (le test de Volonté quand le point est dépensé, puis le dé relancé)\u202f; un tir manqué sur une cible à couvert\u202f: le d100 (dizaines, unités), puis le test de dégâts contre l\u2019élément\u202f; sous une aire, les figurines les plus proches du centre d\u2019abord\u202f; pour la salve ou le corps à corps d\u2019une formation, tous les dés d\u2019impact paire par paire (l\u2019attaquant d\u2019abord), puis les relances, puis les dés de dégâts de l\u2019attaquant et les tests de Défense du défenseur, puis les dés de dégâts du défenseur et les tests de Défense de l\u2019attaquant.',
    },
  ),
  r(
    'explosion',
    'project',
    { en: 'Explosions', es: 'Explosiones', fr: 'Explosions' },
    {
      en: 'A model or transport explodes when both the impact and the damage checks are criticals and the doubled Damage beats its Defense. The resolution reports the radius (3 x its Movement from its base) and, for a transport, the blast\u2019s Damage: its Defense, at most 10, which for a transport with four facings is the Defense of the side the attack struck. The cowed Will checks and the blast are resolved with their own requests.',
      es: 'Una miniatura o un transporte explota cuando el CH IMP y el CH DAÑ son críticos y el Daño duplicado supera su Defensa. La resolución indica el radio (3 veces su Movimiento desde su peana) y, para un transporte, el Daño de la explosión: su Defensa, máximo 10, que en un transporte con cuatro zonas es la Defensa del lado que recibió el ataque. Los CH VOL por acobardamiento y la explosión se resuelven con sus propias peticiones.',
      fr: 'Une figurine ou un transport explose quand les tests d\u2019impact et de dégâts sont tous deux des critiques et que les Dégâts doublés dépassent sa Défense. La résolution donne le rayon (3 fois son Mouvement depuis son socle) et, pour un transport, les Dégâts de l\u2019explosion\u202f: sa Défense, 10 au plus, qui pour un transport à quatre zones est la Défense du côté frappé. Les tests de Volonté d\u2019intimidation et l\u2019explosion se résolvent par leurs propres requêtes.',
    },
  ),
  r(
    'klik',
    'project',
    { en: 'The klik', es: 'El klik', fr: 'Le klik' },
    {
      en: 'A request gives its figure scale in mm; a klik is that scale in cm rounded to the nearest whole number, halves up, and never less than 1: 28 mm plays with K = 3 cm, 15 mm with 2 cm, 8 mm with 1 cm. Distances are cm.',
      es: 'La petición da la escala de las miniaturas en mm; un klik es esa escala en cm redondeada al natural más cercano, las mitades hacia arriba, y nunca menos de 1: a 28 mm K = 3 cm, a 15 mm 2 cm, a 8 mm 1 cm. Las distancias van en cm.',
      fr: 'La requête donne l\u2019échelle des figurines en mm\u202f; un klik est cette échelle en cm arrondie à l\u2019entier le plus proche, les moitiés vers le haut, et jamais moins de 1\u202f: en 28 mm K = 3 cm, en 15 mm 2 cm, en 8 mm 1 cm. Les distances sont en cm.',
    },
  ),
  r(
    'formation-profile',
    'project',
    { en: 'A formation in a request', es: 'Una formación en una petición', fr: 'Une formation dans une requête' },
    {
      en: 'A formation is given as one member profile (every member fights with it) and its size; its Defense is the lowest of its members. Each strike on it costs Damage - Defense members when the Damage exceeds the Defense, or one member on a failed Defense check; losses never exceed its members.',
      es: 'Una formación se da con el perfil de un integrante (todos combaten con él) y su número de integrantes; su Defensa es la menor de ellos. Cada golpe le cuesta Daño - Defensa integrantes si el Daño supera la Defensa, o uno si falla el CH DEF; las bajas nunca superan sus integrantes.',
      fr: 'Une formation est donnée par le profil d\u2019un membre (tous combattent avec) et son effectif\u202f; sa Défense est la plus basse de ses membres. Chaque coup lui coûte Dégâts - Défense membres si les Dégâts dépassent la Défense, ou un membre sur un test de Défense raté\u202f; les pertes ne dépassent jamais l\u2019effectif.',
    },
  ),
  r(
    'formation-pairs',
    'project',
    { en: 'Formations in close combat', es: 'Formaciones en CaC', fr: 'Formations au corps à corps' },
    {
      en: 'Two formations roll one opposed impact check per model in common, paired in order, and each pair is an exchange. Each model the larger formation has in excess backs one pair (the first pairs, one each): in a backed pair it loses, it rolls its die again and the second roll stands. All the impact dice are thrown together, then the rerolls, then the strikes (damage dice, then Defense checks), so every strike counts even if a formation is wiped out meanwhile; two fumbles in a pair end the combat after this action. One action per request.',
      es: 'Dos formaciones tiran un CH IMP enfrentado por cada miniatura en común, emparejadas por orden, y cada pareja es un intercambio. Cada miniatura de más de la formación mayor respalda una pareja (las primeras, una cada una): en una pareja respaldada que pierde, repite su dado y vale la segunda tirada. Todos los dados de impacto se lanzan a la vez, después las repeticiones y después los golpes (dados de daño y luego CH DEF), así que todo golpe cuenta aunque una formación quede eliminada entretanto; dos pifias en una pareja terminan el combate tras esta acción. Una acción por petición.',
      fr: 'Deux formations lancent un test d\u2019impact opposé par figurine en commun, appariées dans l\u2019ordre, et chaque paire est un échange. Chaque figurine en surnombre de la plus grande formation soutient une paire (les premières, une chacune)\u202f: dans une paire soutenue qu\u2019elle perd, elle relance son dé et le second jet compte. Tous les dés d\u2019impact sont lancés ensemble, puis les relances, puis les coups (dés de dégâts, puis tests de Défense), donc chaque coup compte même si une formation est anéantie entre-temps\u202f; deux maladresses dans une paire mettent fin au combat après cette action. Une action par requête.',
    },
  ),
  r(
    'formation-shooting',
    'project',
    { en: 'Formations shooting', es: 'Formaciones disparando', fr: 'Formations qui tirent' },
    {
      en: 'A formation\u2019s shooters roll their impact dice together, then the damage dice of the hits, then the Defense checks; a target that is one model stops counting hits once it is down, a formation loses members up to its size. No Fortune is spent on either side of a volley, and a formation makes one volley per request.',
      es: 'Los tiradores de una formación lanzan juntos sus dados de impacto, después los dados de daño de los impactos y después los CH DEF; un objetivo de una sola miniatura deja de contar impactos en cuanto cae, una formación pierde integrantes hasta su número. En una descarga nadie gasta Fortuna, y una formación hace una descarga por petición.',
      fr: 'Les tireurs d\u2019une formation lancent ensemble leurs dés d\u2019impact, puis les dés de dégâts des touches, puis les tests de Défense\u202f; une cible d\u2019une seule figurine cesse de compter les touches dès qu\u2019elle tombe, une formation perd des membres jusqu\u2019à son effectif. Personne ne dépense de Fortune pendant une salve, et une formation tire une salve par requête.',
    },
  ),
  r(
    'coordinated-attack',
    'project',
    { en: 'Coordinated attacks on transports', es: 'Ataques coordinados contra transportes', fr: 'Attaques coordonnées contre les transports' },
    {
      en: 'The supporting members roll all their impact dice together, one per attack their Energy pays for with their most damaging weapon. Each 1 lowers the transport\u2019s Defense by one and each 10 cancels a 1; the Defense never drops below 0, and the lower Defense holds for the finishing attacks of the same request.',
      es: 'Los integrantes de apoyo lanzan juntos todos sus dados de impacto, uno por cada ataque que les pague su Energía con su arma de más Daño. Cada 1 baja en uno la Defensa del transporte y cada 10 anula un 1; la Defensa nunca baja de 0, y la Defensa rebajada vale para los ataques de gracia de la misma petición.',
      fr: 'Les membres en soutien lancent ensemble tous leurs dés d\u2019impact, un par attaque que leur Énergie paie avec leur arme la plus puissante. Chaque 1 retire un point à la Défense du transport et chaque 10 annule un 1\u202f; la Défense ne descend jamais sous 0, et la Défense réduite vaut pour les attaques finales de la même requête.',
    },
  ),
  r(
    'will-triggers',
    'project',
    { en: 'When a Will check is due', es: 'Cuándo toca un CH VOL', fr: 'Quand un test de Volonté est dû' },
    {
      en: 'A squad losing all its members but one to one attack takes the last-man check at -2, instead of the check for losing more than half; losing exactly half is not enough; nobody is left to check when all are lost; losses are counted against the members before the attack. 5 to 1 means at least five times as many enemies. A squad adds 1 per 5 members who take the check. Failing the 5-to-1 check fails every impact check until the combat ends, without a die (so never a critical nor a fumble).',
      es: 'Una escuadra que pierde todos sus integrantes menos uno en un único ataque hace el chequeo del último hombre a -2, en lugar del de perder más de la mitad; perder justo la mitad no basta; si los pierde todos, nadie queda para chequear; las bajas se cuentan sobre los integrantes de antes del ataque. 5 a 1 significa al menos cinco veces más enemigos. Una escuadra suma 1 por cada 5 integrantes que hacen el chequeo. Fallar el de 5 a 1 hace fallar todo CH IMP hasta que termine el combate, sin tirar dado (así que nunca es crítico ni pifia).',
      fr: 'Une escouade qui perd tous ses membres sauf un en une seule attaque fait le test du dernier homme à -2, à la place de celui pour plus de la moitié perdue\u202f; perdre tout juste la moitié ne suffit pas\u202f; si tous sont perdus, plus personne ne teste\u202f; les pertes se comptent sur les membres d\u2019avant l\u2019attaque. 5 contre 1 signifie au moins cinq fois plus d\u2019ennemis. Une escouade ajoute 1 par tranche de 5 membres qui testent. Rater le test du 5 contre 1 fait rater tout test d\u2019impact jusqu\u2019à la fin du combat, sans lancer de dé (donc jamais de critique ni de maladresse).',
    },
  ),
  r(
    'squad-structure',
    'project',
    { en: 'Squad structure', es: 'Estructura de escuadra', fr: 'Structure d\u2019escouade' },
    {
      en: 'Each member\u2019s structure distance is 2 x its Movement in cm. Two members are linked when the gap between their bases is at most the shorter structure distance of the two, and the squad holds when every member is linked to the others, directly or through others.',
      es: 'La distancia de estructura de cada integrante es 2 veces su Movimiento en cm. Dos integrantes están unidos si la separación entre sus peanas es como mucho la menor de sus dos distancias de estructura, y la escuadra mantiene la estructura si todos quedan unidos entre sí, directamente o a través de otros.',
      fr: 'La distance de structure de chaque membre est 2 fois son Mouvement en cm. Deux membres sont liés si l\u2019écart entre leurs socles est au plus la plus courte de leurs deux distances, et l\u2019escouade tient sa structure si tous sont liés entre eux, directement ou par d\u2019autres.',
    },
  ),
  r(
    'initiative-draw',
    'project',
    { en: 'Drawing the initiative', es: 'Sortear la iniciativa', fr: 'Tirer l\u2019initiative' },
    {
      en: 'The document says the initiative is drawn without saying how. Each player rolls a d10, in the listed order; the highest wins, and only the players tied for it roll again.',
      es: 'El reglamento dice que la iniciativa se sortea sin decir cómo. Cada jugador tira 1D10, en el orden indicado; gana el más alto, y solo los empatados en el más alto vuelven a tirar.',
      fr: 'Le texte dit que l\u2019initiative est tirée au sort sans dire comment. Chaque joueur lance un d10, dans l\u2019ordre donné\u202f; le plus haut l\u2019emporte, et seuls les joueurs à égalité pour le plus haut relancent.',
    },
  ),
  r(
    'turn-order',
    'project',
    { en: 'Acting order in a reaction phase', es: 'Orden de actuación en una fase de reacción', fr: 'Ordre d\u2019action dans une phase de réaction' },
    {
      en: 'In each reaction phase from 10 to 1, the initiative holder acts first with one character, then each player clockwise, one character at a time, skipping players with nobody left in that phase; phases in which nobody acts are left out. A squad acts in the phase of its lowest Reaction. Which of its own characters a player moves in its turn is its choice; the listed order is a suggestion.',
      es: 'En cada fase de reacción de 10 a 1, quien tiene la iniciativa actúa primero con un personaje, y después cada jugador en el sentido de las agujas del reloj, de uno en uno, saltando a quien no tenga a nadie en esa fase; las fases en que nadie actúa no se listan. Una escuadra actúa en la fase de su menor Reacción. Qué personaje propio mueve cada jugador en su turno es decisión suya; el orden indicado es una sugerencia.',
      fr: 'Dans chaque phase de réaction de 10 à 1, le détenteur de l\u2019initiative agit d\u2019abord avec un personnage, puis chaque joueur dans le sens des aiguilles d\u2019une montre, un personnage à la fois, en sautant ceux qui n\u2019ont plus personne dans cette phase\u202f; les phases où personne n\u2019agit ne sont pas listées. Une escouade agit dans la phase de sa plus basse Réaction. Le personnage qu\u2019un joueur active à son tour est son choix\u202f; l\u2019ordre donné est une suggestion.',
    },
  ),
  r(
    'trap-checks',
    'project',
    { en: 'Default traps', es: 'Trampas por defecto', fr: 'Pièges par défaut' },
    {
      en: 'A character crossing a zone with unspecified traps checks AGI or INT as it chooses (by default the higher), with its usual modifiers and Fortune; failing, CON; failing again, it is a casualty, or loses 1D10 Vitality with the Vitality rules. Traps described in words are for the table to resolve.',
      es: 'Un personaje que cruza una zona con trampas sin especificar chequea AGI o INT a su elección (por defecto la más alta), con sus modificadores y su Fortuna habituales; si falla, CON; si vuelve a fallar, es baja en combate, o pierde 1D10 de Vitalidad con las reglas de Vitalidad. Las trampas descritas con palabras se resuelven en la mesa.',
      fr: 'Un personnage qui traverse une zone aux pièges non précisés teste l\u2019AGI ou l\u2019INT à son choix (par défaut la plus haute), avec ses modificateurs et sa Fortune habituels\u202f; en cas d\u2019échec, la CON\u202f; s\u2019il échoue encore, il est hors de combat, ou perd 1D10 de Vitalité avec les règles de Vitalité. Les pièges décrits en mots se résolvent à la table.',
    },
  ),
  r(
    'trap-transport-defense',
    'project',
    { en: 'Transports in a trap zone', es: 'Transportes en una zona de trampas', fr: 'Transports dans une zone piégée' },
    {
      en: 'A transport caught by a trap checks the Defense of the side going in (its front, unless the request names another side), with no attribute modifiers; failing, it is immobilised in the zone for the rest of the game.',
      es: 'Un transporte atrapado por una trampa chequea la Defensa del lado que entra (el frontal, salvo que la petición indique otro lado), sin modificadores de atributo; si falla, queda inmovilizado en la zona el resto de la partida.',
      fr: 'Un transport pris par un piège teste la Défense du côté qui entre (l\u2019avant, sauf si la requête nomme un autre côté), sans modificateurs de caractéristique\u202f; s\u2019il échoue, il reste immobilisé dans la zone jusqu\u2019à la fin de la partie.',
    },
  ),
  r(
    'zone-cost',
    'project',
    { en: 'What scenery costs', es: 'Lo que cuesta la escenografía', fr: 'Ce que coûte un décor' },
    {
      en: 'A zone archetype that is only scenery has no cost (null: it is not priced) and cannot be recruited. One bought for a play list is priced like a transport without Movement: its Energy, then each Defense (of the zone, or of each element, paid like a transport\u2019s facings) from the Defense table, its Capacity, weapons, objects and bonuses, minus its maluses, at least 1.',
      es: 'Un arquetipo de zona que solo es escenografía no tiene coste (nulo: no se valora) y no se puede reclutar. Si se compra para una lista de juego, se valora como un transporte sin Movimiento: su Energía, luego cada Defensa (de la zona, o de cada elemento, pagada como las zonas de un transporte) por la tabla de Defensa, su Capacidad, armas, objetos y bonus, menos sus malus, como mínimo 1.',
      fr: 'Un archétype de zone qui n\u2019est qu\u2019un décor n\u2019a pas de coût (nul\u202f: il n\u2019est pas chiffré) et ne peut pas être recruté. S\u2019il est acheté pour une liste, il est chiffré comme un transport sans Mouvement\u202f: son Énergie, puis chaque Défense (de la zone, ou de chaque élément, payée comme les zones d\u2019un transport) selon la table de Défense, sa Capacité, ses armes, objets et bonus, moins ses malus, au moins 1.',
    },
  ),
  r(
    'warbook-names',
    'project',
    { en: 'Names in a warbook', es: 'Nombres en un Warbook', fr: 'Noms dans un Warbook' },
    {
      en: 'No two archetypes of a warbook share a name, whatever their types; names are compared as players read them, so case and extra spaces do not make them different. Squads in a play list need names of their own too.',
      es: 'Dos arquetipos de un Warbook no pueden compartir nombre, sean del tipo que sean; los nombres se comparan como los leen los jugadores, así que mayúsculas y espacios de más no los hacen distintos. Las escuadras de una lista de juego también necesitan nombres propios.',
      fr: 'Deux archétypes d\u2019un Warbook ne peuvent pas partager un nom, quels que soient leurs types\u202f; les noms se comparent comme les lisent les joueurs, donc majuscules et espaces en trop ne les rendent pas différents. Les escouades d\u2019une liste ont aussi besoin de noms propres.',
    },
  ),
];

/** Ruling titles by id, as the resolve pipeline's rulings footer reads them. */
export const wartimeRulingTitles = (): ReadonlyMap<string, Localized> => new Map(WARTIME_RULINGS.map((x) => [x.id, x.title]));
