// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { VerifyCodeForm } from './VerifyCodeForm.tsx';

afterEach(cleanup);

// WCAG 3.3.8: no step asks a person to remember or retype the code. The browser may fill it in from the mail or the
// text message (one-time-code), and a code pasted with the words or spaces around it is taken as its digits.
it('offers the code to autofill and takes a pasted code with what surrounds it', async () => {
  const onSubmit = vi.fn();
  render(
    <VerifyCodeForm
      email="maya@example.com"
      demoMode={false}
      pending={false}
      codeSentAt={Date.now()}
      resending={false}
      onResend={vi.fn()}
      onSubmit={onSubmit}
      onBack={vi.fn()}
    />,
  );
  const field = screen.getByRole('textbox', { name: 'Verification Code' });
  expect(field.getAttribute('autocomplete')).toBe('one-time-code');

  await userEvent.click(field);
  await userEvent.paste('Your Wishlist code: 482 913');
  expect(field).toHaveProperty('value', '482913');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(onSubmit).toHaveBeenCalledWith('482913');
});
