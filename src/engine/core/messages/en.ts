import { Catalog } from '../i18n';

/**
 * Shared wording of every ruling's text (title, outcome, odds and rulings lines) and of the errors
 * the engine core raises. Each game's catalog comes first and may override any key.
 */
export const en: Catalog = {
  'text.title': '**{game} · {action}**',
  'text.title-edition': '**{game} · {action}** ({edition})',
  'text.outcome': '**Outcome:** {text}',
  'text.odds': '**Odds:** {text}',
  'text.rulings': 'Rulings applied: {list}',
  'text.next': 'Roll {count} {die} next: {purpose}',
  'text.next-need': 'Roll {count} {die} next: {purpose} (need {need})',
  'text.more-steps': '… and {n, plural, one {# more step} other {# more steps}}',
  'text.range': '{min}–{max}',
  'text.luck': '**Luck:** {text}',
  'text.compact': '{title}: {text}',
  'luck.line': '{by}: better than {below, percent} of outcomes, as good as {equal, percent}, worse than {above, percent}',
  'embed.title': '{game} · {action}',
  'embed.title-edition': '{game} · {action} ({edition})',
  'embed.outcome': 'Outcome',
  'embed.odds': 'Odds',
  'embed.luck': 'Luck',
  'embed.next': 'Next roll',

  'cap.dice-values': 'dice values',

  'error.dice-face': '{value} is not a face of a {die}; this value is read as a {die}',
  'error.dice-unused': '{given, plural, one {# die was given} other {# dice were given}} but the resolution used only {used}',
  'error.cap': '{limit, plural, one {at most # {what} per request} other {at most # {what} per request}}; this one has {count}',
  'error.budget': 'this request needs about {units} work units and {left} are left of the {limit} one request may spend; ask for less of this field (fewer dice, models or steps)',
  'error.play-steps': 'the resolution did not settle within {limit} steps',
  'error.no-dice': 'this action rolls no dice, so no dice values can be given',
  'error.edition': 'no {game} edition "{edition}"; the editions are {list}',
  'error.action': 'no {game} action "{action}"',
  'error.did-you-mean': '{message}; did you mean {list}?',
};
