import { LANGUAGES } from '../../../engine/core/types';
import { WARBOOK_MESSAGE_CATALOGS, WarbookMessageKey, warbookText } from './messages';

describe('warbook problem texts', () => {
  it('exist in every language and render with their parameters', () => {
    const keys = Object.keys(WARBOOK_MESSAGE_CATALOGS.en) as WarbookMessageKey[];
    const params = { id: 'raiders', warbook: 'raiders', what: 'x', restore: '/r', count: 2, current: 3, given: 1 };
    for (const lang of LANGUAGES) {
      expect(Object.keys(WARBOOK_MESSAGE_CATALOGS[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) expect([lang, key, warbookText(lang, key, params)]).not.toEqual([lang, key, expect.stringMatching(/[{}]/)]);
    }
    expect(warbookText('es', 'breaks-others', { count: 1, warbook: 'w' })).toContain('1 otra parte');
  });
});
