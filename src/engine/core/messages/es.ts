import { Catalog } from '../i18n';

export const es: Catalog = {
  'text.title': '**{game} · {action}**',
  'text.title-edition': '**{game} · {action}** ({edition})',
  'text.outcome': '**Resultado:** {text}',
  'text.odds': '**Probabilidades:** {text}',
  'text.rulings': 'Interpretaciones aplicadas: {list}',
  'text.next': 'Ahora tira {count} {die}: {purpose}',
  'text.next-need': 'Ahora tira {count} {die}: {purpose} (necesita {need})',
  'text.more-steps': '… y {n, plural, one {# paso más} other {# pasos más}}',
  'text.range': '{min}–{max}',
  'text.luck': '**Suerte:** {text}',
  'text.compact': '{title}: {text}',
  'luck.line': '{by}: mejor que el {below, percent} de los resultados, igual que el {equal, percent}, peor que el {above, percent}',
  'embed.title': '{game} · {action}',
  'embed.title-edition': '{game} · {action} ({edition})',
  'embed.outcome': 'Resultado',
  'embed.odds': 'Probabilidades',
  'embed.luck': 'Suerte',
  'embed.next': 'Siguiente tirada',

  'cap.dice-values': 'valores de dados',

  'error.dice-face': '{value} no es una cara de un {die}; este valor se lee como un {die}',
  'error.dice-unused': '{given, plural, one {se dio # dado} other {se dieron # dados}}, pero la resolución solo usó {used}',
  'error.cap': '{limit, plural, one {como máximo # {what} por petición} other {como máximo # {what} por petición}}; esta tiene {count}',
  'error.budget': 'esta petición necesita unas {units} unidades de trabajo y quedan {left} de las {limit} que puede gastar una petición; pide menos de este campo (menos dados, modelos o pasos)',
  'error.play-steps': 'la resolución no terminó en {limit} pasos',
  'error.no-dice': 'esta acción no tira dados, así que no se pueden dar valores de dados',
  'error.edition': 'no existe la edición «{edition}» de {game}; las ediciones son {list}',
  'error.action': 'no existe la acción «{action}» de {game}',
  'error.did-you-mean': '{message}; ¿quisiste decir {list}?',
};
