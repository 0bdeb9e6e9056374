import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StarRatingInput } from './StarRatingInput';

const meta = {
  title: 'Components/StarRatingInput',
  component: StarRatingInput,
  args: {
    legend: 'Your rating',
    name: 'rating',
    value: null,
    onChange: () => undefined,
    starLabel: (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`,
    valueText: (stars: number) => `${stars} out of 5`,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <StarRatingInput {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { value: 4 } };

export const WithError: Story = { args: { error: 'Choose a rating from 1 to 5 stars.' } };
