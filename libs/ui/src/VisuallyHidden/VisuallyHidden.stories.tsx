import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { chevronDownIcon, Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this.' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is there for screen readers only. */
export const Default: Story = {
  render: (args) => (
    <p>
      Visible text, then hidden text: [<VisuallyHidden {...args} />]
    </p>
  ),
};

/** A hidden heading names a section that is obvious by sight. */
export const AsHeading: Story = {
  render: () => (
    <section aria-labelledby="filters-heading">
      <VisuallyHidden as="h2" id="filters-heading">
        Filters
      </VisuallyHidden>
      <Button variant="secondary">
        <Icon shape={chevronDownIcon} size={20} />
        <VisuallyHidden>Show </VisuallyHidden>Size
      </Button>
    </section>
  ),
};
