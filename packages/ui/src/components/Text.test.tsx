// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { Heading, Notice, Text } from './Text.tsx';

afterEach(cleanup);

describe('Text, Heading and Notice', () => {
  it('set only what they are given, from the theme', () => {
    render(
      <>
        <Text $tone="muted" $size="sm" $weight={600}>
          Muted
        </Text>
        <Text as="span">Plain</Text>
      </>,
    );
    const muted = getComputedStyle(screen.getByText('Muted'));
    expect([muted.color, muted.fontSize, muted.fontWeight]).toEqual(['rgb(111, 89, 99)', theme.size.sm, '600']);
    const plain = screen.getByText('Plain');
    expect(plain.tagName).toBe('SPAN');
    expect(getComputedStyle(plain).fontSize).not.toBe(theme.size.sm);
  });

  it('give headings the display face and a notice its tint', () => {
    render(
      <>
        <Heading $size="xl">Premium</Heading>
        <Notice $background="goldTint">Test mode</Notice>
      </>,
    );
    const heading = screen.getByRole('heading', { name: 'Premium' });
    expect(heading.tagName).toBe('H2');
    expect(getComputedStyle(heading).fontSize).toBe(theme.size.xl);
    expect(getComputedStyle(screen.getByText('Test mode')).backgroundColor).toBe('rgb(255, 243, 204)');
  });
});
