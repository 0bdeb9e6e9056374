import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to content' },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: press Tab inside the canvas to see it. */
export const Default: Story = {
  render: (args) => (
    <>
      <SkipLink {...args} />
      <p>Press Tab to reveal the skip link.</p>
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
};

/** Focused on load, as a keyboard user first meets it. */
export const Focused: Story = {
  render: (args) => (
    <>
      {/* The story shows the focused state; autofocus is how it gets there without a keypress. */}
      <SkipLink {...args} autoFocus />
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
};
