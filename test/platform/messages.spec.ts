import 'reflect-metadata';
import { PROBLEM_CATALOGS } from '../../src/common/problem/messages';
import { ProblemType } from '../../src/common/problem/problem.exception';
import { en as engineEn } from '../../src/engine/ae-wwii/messages/en';
import { es as engineEs } from '../../src/engine/ae-wwii/messages/es';
import { fr as engineFr } from '../../src/engine/ae-wwii/messages/fr';
import { checkMessageCatalogs } from '../support/message-catalogs';

describe('message catalogs', () => {
  it('problems: every key in en, es and fr, the same params, French typography', () => {
    expect(checkMessageCatalogs(PROBLEM_CATALOGS, { frenchTypography: 'fr' })).toEqual([]);
  });

  it('problems: a title and a generic detail for every problem type', () => {
    for (const type of Object.values(ProblemType)) {
      expect(Object.keys(PROBLEM_CATALOGS.en)).toEqual(expect.arrayContaining([`title.${type}`, `generic.${type}`]));
    }
  });

  it('the same check fits the engine’s game catalogs (function templates with a translate function)', () => {
    expect(checkMessageCatalogs({ en: engineEn, es: engineEs, fr: engineFr })).toEqual([]);
  });

  it('finds what it is meant to find', () => {
    const problems = checkMessageCatalogs(
      {
        en: { a: 'Hi {name}', b: (p) => `${p.n} ${Number(p.n) === 1 ? 'item' : 'items'}`, c: 'x: y', d: 'gone' },
        fr: { a: 'Salut', b: (p) => `${p.n} éléments ${p.extra}`, c: 'x: « y»' },
      },
      { frenchTypography: 'fr' },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'fr: missing key d',
        expect.stringMatching(/^fr a: does not show param\(s\) name/),
        expect.stringMatching(/^fr b: unknown param\(s\) extra/),
        expect.stringMatching(/^fr c: no no-break space before ":"/),
        expect.stringMatching(/^fr c: « » without no-break spaces/),
      ]),
    );
  });
});
