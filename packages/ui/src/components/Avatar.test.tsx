// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initials } from './Avatar.tsx';

afterEach(cleanup);

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initials('Maya Lopez')).toBe('ML');
    expect(initials('  maya  ')).toBe('M');
    expect(initials('Anna Maria de la Cruz')).toBe('AM');
    expect(initials('')).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the photo, named for the person', () => {
    render(<Avatar name="Maya Lopez" src="https://example.com/maya.jpg" size={64} />);
    const photo = screen.getByRole('img', { name: 'Maya Lopez' });
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('src')).toBe('https://example.com/maya.jpg');
  });

  it('falls back to the initials without a photo', () => {
    render(<Avatar name="Maya Lopez" src={null} />);
    expect(screen.getByRole('img', { name: 'Maya Lopez' }).textContent).toBe('ML');
  });

  it('is hidden from assistive tech beside the name it stands for', () => {
    const { container } = render(
      <>
        <Avatar name="Maya Lopez" src="https://example.com/maya.jpg" decorative />
        <Avatar name="Maya Lopez" decorative />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('ML');
  });

  it('shows a placeholder, hidden from assistive tech, when there is no name either', () => {
    const { container } = render(<Avatar name="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('?');
  });
});
