import { compiled, translationProblems } from '@wishlist/testing/catalogues';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arabic from './ar.json';
import english from './en.json';

describe("discover's catalogues", () => {
  it('has every English message in Arabic, with the same placeholders and tags', () => {
    expect(translationProblems(compiled(english), compiled(arabic), 'ar')).toEqual([]);
  });

  it('counts people in English words', () => {
    const intl = createIntl({ locale: 'en', messages: english });
    const likes = (count: number) => intl.formatMessage({ id: 'likes.count' }, { count });
    expect([likes(1), likes(12)]).toEqual(['1 person likes you', '12 people like you']);
  });

  it('says the counts in the Arabic form of each number: 0, 1, 2, 3, 11 and 100', () => {
    const intl = createIntl({ locale: 'ar', messages: { ...english, ...arabic } });
    const say = (id: 'likes.count' | 'matches.row.unread' | 'conversation.left') =>
      [0, 1, 2, 3, 11, 100].map((count) => intl.formatMessage({ id }, { count }));
    expect(say('likes.count')).toEqual([
      'لا أحد معجب بك بعد',
      'يُعجَب بك شخص واحد',
      'يُعجَب بك شخصان',
      'يُعجَب بك 3 أشخاص',
      'يُعجَب بك 11 شخصًا',
      'يُعجَب بك 100 شخص',
    ]);
    expect(say('matches.row.unread')).toEqual([
      'لا رسائل غير مقروءة',
      'رسالة واحدة غير مقروءة',
      'رسالتان غير مقروءتين',
      '3 رسائل غير مقروءة',
      '11 رسالة غير مقروءة',
      '100 رسالة غير مقروءة',
    ]);
    expect(say('conversation.left')).toEqual([
      'لم تبقَ رسائل اليوم',
      'بقيت رسالة واحدة اليوم',
      'بقيت رسالتان اليوم',
      'بقيت 3 رسائل اليوم',
      'بقيت 11 رسالة اليوم',
      'بقيت 100 رسالة اليوم',
    ]);
  });
});
