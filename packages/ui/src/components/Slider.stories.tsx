import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Slider } from './Slider.tsx';

function MovingSlider() {
  const [value, setValue] = useState(30);
  return (
    <Slider
      aria-label="Maximum age"
      min={18}
      max={99}
      value={value}
      onChange={(event) => setValue(Number(event.target.value))}
    />
  );
}

const meta = {
  title: 'Design system/Slider',
  component: MovingSlider,
} satisfies Meta<typeof MovingSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 44 px tall: a finger anywhere on it moves the thumb. */
export const Default: Story = {};
