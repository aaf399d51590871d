import { Catalog } from '../i18n';

/** French typography: a narrow no-break space (U+202F) before : ; ! ? and inside « ». */
export const fr: Catalog = {
  'text.title': '**{game} · {action}**',
  'text.title-edition': '**{game} · {action}** ({edition})',
  'text.outcome': '**Résultat\u202f:** {text}',
  'text.odds': '**Probabilités\u202f:** {text}',
  'text.rulings': 'Interprétations appliquées\u202f: {list}',
  'text.next': 'Lancez maintenant {count} {die}\u202f: {purpose}',
  'text.next-need': 'Lancez maintenant {count} {die}\u202f: {purpose} (il faut {need})',
  'text.more-steps': '… et {n, plural, one {# étape de plus} other {# étapes de plus}}',
  'text.range': '{min}–{max}',
  'text.luck': '**Chance\u202f:** {text}',
  'text.compact': '{title}\u202f: {text}',
  'luck.line': '{by}\u202f: meilleur que {below, percent} des résultats, égal à {equal, percent}, moins bon que {above, percent}',
  'embed.title': '{game} · {action}',
  'embed.title-edition': '{game} · {action} ({edition})',
  'embed.outcome': 'Résultat',
  'embed.odds': 'Probabilités',
  'embed.luck': 'Chance',
  'embed.next': 'Prochain jet',

  'cap.dice-values': 'valeurs de dés',

  'error.dice-face': '{value} n\u2019est pas une face d\u2019un {die}\u202f; cette valeur est lue comme un {die}',
  'error.dice-unused': '{given, plural, one {# dé a été donné} other {# dés ont été donnés}}, mais la résolution n\u2019en a utilisé que {used}',
  'error.cap': '{limit, plural, one {au plus # {what} par requête} other {au plus # {what} par requête}}\u202f; celle-ci en a {count}',
  'error.budget': 'cette requête demande environ {units} unités de travail et il en reste {left} sur les {limit} qu\u2019une requête peut dépenser\u202f; demandez moins de ce champ (moins de dés, de figurines ou d\u2019étapes)',
  'error.play-steps': 'la résolution ne s\u2019est pas conclue en {limit} étapes',
  'error.no-dice': 'cette action ne lance aucun dé\u202f: aucune valeur de dé ne peut être donnée',
  'error.edition': 'pas d\u2019édition «\u202f{edition}\u202f» pour {game}\u202f; les éditions sont {list}',
  'error.action': 'pas d\u2019action «\u202f{action}\u202f» pour {game}',
  'error.did-you-mean': '{message}\u202f; vouliez-vous dire {list}\u202f?',
};
