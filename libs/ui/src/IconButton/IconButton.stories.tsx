import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { cartIcon, heartIcon, Icon, phoneIcon, searchIcon, userIcon } from '../Icon';
import * as shapes from '../Icon/shapes';
import { IconButton } from './IconButton';
import { iconButtonStyles } from './IconButton.styles';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

// How another library styles its router Link as an icon button.
const IconLink = styled.a`
  ${iconButtonStyles}
`;

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: searchIcon },
  argTypes: {
    icon: { control: 'select', options: Object.keys(shapes), mapping: shapes },
    badge: { control: 'number' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The count is drawn for sighted users; the label says it for everyone else. */
export const WithBadge: Story = { args: { icon: cartIcon, label: 'Cart, 3 items', badge: 3 } };

export const LargeCount: Story = { args: { icon: heartIcon, label: 'Wish list, 120 items', badge: 120 } };

export const ZeroCountHidden: Story = { args: { icon: cartIcon, label: 'Cart, empty', badge: 0 } };

export const Disabled: Story = { args: { disabled: true } };

/** The header's actions: buttons and links side by side look the same. */
export const HeaderActions: Story = {
  render: () => (
    <Toolbar>
      <IconButton icon={searchIcon} label="Search" />
      <IconButton icon={userIcon} label="Sign in" />
      <IconButton as="a" href="#wish-list" icon={heartIcon} label="Wish list, 2 items" badge={2} />
      <IconButton icon={cartIcon} label="Cart, 12 items" badge={12} />
      <IconLink href="#contacts" aria-label="Contacts">
        <Icon shape={phoneIcon} />
      </IconLink>
    </Toolbar>
  ),
};
