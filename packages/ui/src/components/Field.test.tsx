// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Input, Select, TextArea } from './Field.tsx';

afterEach(cleanup);

describe('Input', () => {
  it('is labelled, takes typing and announces no error while valid', async () => {
    render(<Input label="Username" name="username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'maya');
    expect(input).toHaveProperty('value', 'maya');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('marks itself invalid and is described by its error', () => {
    render(<Input label="Email" type="email" error="Enter a valid email address." hint="We send your code here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    // The hint gives way to the error.
    expect(screen.queryByText('We send your code here.')).toBeNull();
  });

  it('is described by its hint when there is no error', () => {
    render(<Input label="Password" type="password" hint="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At least 8 characters.',
    );
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with its error', () => {
    render(<TextArea label="Message" error="Please write a message." />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Select', () => {
  it('is a labelled choice', async () => {
    render(
      <Select label="Category" defaultValue="general">
        <option value="general">General</option>
        <option value="billing">Billing</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'billing');
    expect(select).toHaveProperty('value', 'billing');
  });
});
