// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MessagesProvider } from '@wishlist/app-runtime/i18n';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discoverCatalogue } from '../../../i18n.ts';
import { BoostSheet } from './BoostSheet.tsx';

afterEach(cleanup);
// Loaded before the screen renders, as the edge's render and exposeScreen do.
beforeAll(() => discoverCatalogue.load('ar'));

const arabicDigits = (count: number) => new Intl.NumberFormat('ar').format(count);

/** The sheet in Arabic with `left` boosts left this month. */
function renderInArabic(left: number) {
  render(
    <MessagesProvider catalogue={discoverCatalogue} locale="ar">
      <MemoryRouter>
        <BoostSheet
          open
          onClose={() => undefined}
          onConfirm={() => undefined}
          pending={false}
          left={left}
          noPhoto={false}
          incognito={false}
        />
      </MemoryRouter>
    </MessagesProvider>,
  );
}

describe('BoostSheet in Arabic', () => {
  it.each([
    [0, 'لم يتبقَّ أي تعزيز هذا الشهر'],
    [1, 'تبقّى تعزيز واحد هذا الشهر'],
    [2, 'تبقّى تعزيزان هذا الشهر'],
    [3, `تبقّت ${arabicDigits(3)} تعزيزات هذا الشهر`],
    [11, `تبقّى ${arabicDigits(11)} تعزيزًا هذا الشهر`],
    [100, `تبقّى ${arabicDigits(100)} تعزيز هذا الشهر`],
  ])('says how many boosts are left in the plural form of %i', async (left, text) => {
    renderInArabic(left);
    expect(await screen.findByText(text, { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'عزّز ملفك الشخصي' })).toBeTruthy();
  });
});
