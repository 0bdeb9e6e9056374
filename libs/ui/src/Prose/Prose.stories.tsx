import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './Prose';

const contentPage = `
<h1>Delivery and returns</h1>
<p>We ship from our warehouse in Helsinki on working days. Orders placed before 14:00 leave the same day.</p>
<h2>Delivery times</h2>
<table>
  <thead>
    <tr><th>Destination</th><th>Carrier</th><th>Time</th><th>Price</th><th>Free from</th></tr>
  </thead>
  <tbody>
    <tr><td>Finland</td><td>Posti parcel locker</td><td>1–2 working days</td><td>4.90 €</td><td>60 €</td></tr>
    <tr><td>Sweden, Estonia</td><td>DHL Express</td><td>2–3 working days</td><td>9.90 €</td><td>120 €</td></tr>
    <tr><td>Rest of the EU</td><td>DHL Express</td><td>3–5 working days</td><td>14.90 €</td><td>150 €</td></tr>
  </tbody>
</table>
<h2>Returns</h2>
<p>Unworn items with their hygiene strip in place can be returned within <strong>30 days</strong>. Start a return from <a href="#orders">your orders</a>.</p>
<ul>
  <li>Swimwear must be tried on over underwear.</li>
  <li>Sale items can be exchanged, not refunded.</li>
  <li>Refunds reach your card within 5 working days.</li>
</ul>
<h3>Exchanges</h3>
<ol>
  <li>Choose the new size in your order.</li>
  <li>Send the item back with the prepaid label.</li>
</ol>
<blockquote>Not sure about the size? Our size guide has measurements for every model.</blockquote>
`;

const meta = {
  title: 'Components/Prose',
  component: Prose,
  args: { html: contentPage },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A content page as the server sends it. */
export const ContentPage: Story = {};

/** On a phone the wide table scrolls sideways inside the column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Prose also styles ordinary React children. */
export const WithChildren: Story = {
  args: {
    html: undefined,
    as: 'article',
    children: (
      <>
        <h2>About us</h2>
        <p>
          Aalto Swim makes swimwear for cold northern water and warm holidays alike. Read our <a href="#terms">terms</a>
          .
        </p>
      </>
    ),
  },
};
