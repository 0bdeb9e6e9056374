import { useId, useState, type ReactNode } from 'react';
import { chevronDownIcon, Icon } from '../Icon';
import {
  DisclosureButton,
  DisclosureChevron,
  DisclosureHeading,
  DisclosureItem,
  DisclosurePanel,
} from './Disclosure.styles';

export interface DisclosureProps {
  /** The always-visible label of the toggle. */
  summary: ReactNode;
  children?: ReactNode;
  defaultOpen?: boolean;
  /** The id of the panel (the button gets `${id}-button`); generated when absent. */
  id?: string;
  /** Wrap the toggle in a heading of this level, as the ARIA accordion pattern does. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** One accordion item: a button that shows and hides the region under it. */
export function Disclosure({ summary, children, defaultOpen = false, id, headingLevel }: DisclosureProps) {
  const generatedId = useId();
  const panelId = id ?? `disclosure${generatedId}`;
  const buttonId = `${panelId}-button`;
  const [open, setOpen] = useState(defaultOpen);

  const toggle = (
    <DisclosureButton
      type="button"
      id={buttonId}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((wasOpen) => !wasOpen)}
    >
      <span>{summary}</span>
      <DisclosureChevron $open={open}>
        <Icon shape={chevronDownIcon} size={20} />
      </DisclosureChevron>
    </DisclosureButton>
  );

  return (
    <DisclosureItem>
      {headingLevel ? <DisclosureHeading as={`h${headingLevel}`}>{toggle}</DisclosureHeading> : toggle}
      <DisclosurePanel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {children}
      </DisclosurePanel>
    </DisclosureItem>
  );
}
