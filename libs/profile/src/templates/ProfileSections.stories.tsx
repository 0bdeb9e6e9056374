import type { Meta, StoryObj } from '@storybook/react-vite';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';
import type { Customer } from '@shop/api';
import { DownloadDataSection } from '../components/DownloadDataSection';
import { ProfileSection } from '../components/ProfileSection';
import { DeleteAccountSection } from '../forms/DeleteAccountSection';
import { ConfirmedEmailsSection, EmailSection } from '../forms/EmailSection';
import { PasswordSection } from '../forms/PasswordSection';
import { PersonalDataForm } from '../forms/PersonalDataForm';

const anna: Customer = {
  id: 42,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Virtanen',
  phone: '+358401234567',
  cookie_consent: 1,
  email_verified: true,
  has_password: true,
  created_at: '2025-03-14T09:26:53Z',
  confirmed_emails: [
    { email: 'anna@example.com', date: '2025-03-14T09:26:10Z' },
    { email: 'anna.virtanen@example.org', date: '2025-06-01T10:16:12Z' },
  ],
};

/** A customer made by Google sign-in: no password yet, no confirmed e-mail but its own. */
const social: Customer = { ...anna, has_password: false, confirmed_emails: [] };

/**
 * The sections of `/profile`, each with the customer it shows. Without the API here, a submitted
 * form shows how a failure reads; the opened forms show their steps.
 */
function Sections({ customer }: { customer: Customer }) {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: 760 }}>
      <ProfileSection title="Personal data">
        <PersonalDataForm customer={customer} />
      </ProfileSection>
      <EmailSection customer={customer} />
      <ConfirmedEmailsSection customer={customer} />
      <PasswordSection customer={customer} />
      <DownloadDataSection />
      <DeleteAccountSection customer={customer} />
    </div>
  );
}

const meta = {
  title: 'Profile/ProfileSections',
  decorators: [
    (Story, context) => (
      <ShopFrame
        queryClient={frozenQueryClient()}
        path="/profile"
        locale={context.globals['locale'] === 'ru' ? 'ru' : 'en'}
      >
        <Story />
      </ShopFrame>
    ),
  ],
  component: Sections,
  args: { customer: anna },
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPassword: Story = {};

/** "Set a password" instead of "Change password", and an empty list of confirmed e-mails. */
export const WithoutPassword: Story = { args: { customer: social } };
