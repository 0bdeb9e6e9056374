import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Disclosure } from '../Disclosure';
import { Modal } from './Modal';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  input {
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
`;

/** Opens the modal from a button, as the header does, so focus has somewhere to return to. */
function ModalDemo({
  initiallyOpen = false,
  trigger,
  ...args
}: ComponentProps<typeof Modal> & { initiallyOpen?: boolean; trigger: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <Modal {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const signInForm = (
  <Stack>
    <p>Sign in to see your orders and keep your wish list on every device.</p>
    <Field>
      E-mail
      <input type="email" name="email" autoComplete="email" />
    </Field>
    <Field>
      Password
      <input type="password" name="password" autoComplete="current-password" />
    </Field>
    <Button type="submit" fullWidth>
      Sign in
    </Button>
  </Stack>
);

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: false,
    title: 'Sign in',
    showTitle: true,
    placement: 'center',
    closeLabel: 'Close',
    onClose: () => undefined,
    children: signInForm,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['center', 'left'] } },
  render: (args) => <ModalDemo {...args} trigger="Sign in" />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: press the button to open it. */
export const Closed: Story = {};

/** Open on load; focus starts on the close button, the first focusable element. */
export const Open: Story = {
  render: (args) => <ModalDemo {...args} initiallyOpen trigger="Sign in" />,
};

/** The catalogue menu: a drawer from the left with an accordion of categories. */
export const Drawer: Story = {
  args: {
    title: 'Catalogue',
    placement: 'left',
    children: (
      <div>
        {['Swimsuits', 'Swim trunks', 'Goggles and caps', 'Towels and robes'].map((category) => (
          <Disclosure key={category} summary={category}>
            <MenuList>
              <li>
                <a href="#women">Women</a>
              </li>
              <li>
                <a href="#men">Men</a>
              </li>
              <li>
                <a href="#kids">Kids</a>
              </li>
            </MenuList>
          </Disclosure>
        ))}
      </div>
    ),
  },
  render: (args) => <ModalDemo {...args} initiallyOpen trigger="Catalogue" />,
};

/** A wide drawer: two columns, such as top-level categories beside the hovered one's children. */
export const WideDrawer: Story = {
  args: {
    title: 'Catalogue',
    placement: 'left',
    wide: true,
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        <MenuList>
          {['Women', 'Men', 'Kids'].map((name) => (
            <li key={name}>
              <a href={`#${name}`}>{name}</a>
            </li>
          ))}
        </MenuList>
        <MenuList>
          {['Swimsuits', 'Bikinis', 'Beachwear'].map((name) => (
            <li key={name}>
              <a href={`#${name}`}>{name}</a>
            </li>
          ))}
        </MenuList>
      </div>
    ),
  },
  render: (args) => <ModalDemo {...args} initiallyOpen trigger="Catalogue" />,
};

/** A title for screen readers only: the content speaks for itself. */
export const HiddenTitle: Story = {
  args: {
    title: 'Added to cart',
    showTitle: false,
    children: <p>Blue Lagoon swimsuit, size M, has been added to your cart.</p>,
  },
  render: (args) => <ModalDemo {...args} initiallyOpen trigger="Add to cart" />,
};
