import type { ReactNode } from 'react';
import type { AppConfig } from '@shop/api';
import {
  Container,
  facebookIcon,
  Icon,
  instagramIcon,
  mailIcon,
  phoneIcon,
  pinIcon,
  whatsappIcon,
  youtubeIcon,
  type IconShape,
} from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '@shop/i18n';
import { openConsentSettings } from '@shop/tracking';
import * as S from './Footer.styles';

/** The social networks the footer links to, in its order, each with its icon. */
const SOCIAL_ICONS = {
  facebook: facebookIcon,
  instagram: instagramIcon,
  youtube: youtubeIcon,
  whatsapp: whatsappIcon,
} satisfies Record<string, IconShape>;
const SOCIAL_NETWORKS = Object.keys(SOCIAL_ICONS) as Array<keyof typeof SOCIAL_ICONS>;

/** One way to reach the shop: its icon, what it is and the address itself, as a link. */
function ContactItem(props: { href: string; icon: IconShape; label: string; external?: boolean; children: ReactNode }) {
  return (
    <li>
      <S.FooterLink href={props.href} rel={props.external ? 'noopener noreferrer' : undefined}>
        <Icon shape={props.icon} size={16} /> <S.Label>{props.label}:</S.Label> {props.children}
      </S.FooterLink>
    </li>
  );
}

/**
 * Company text, content page links, contacts, address, social and B2B links, all from app config,
 * and the button that reopens the cookie settings.
 */
export interface FooterProps {
  config: AppConfig;
  year: number;
}

export function Footer({ config, year }: FooterProps) {
  const intl = useIntl();
  // The gpsr page exists only while product-safety information is switched on.
  const links = config.content_pages.filter((link) => link.key !== 'gpsr' || config.gpsr.enabled);
  const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
  return (
    <S.Footer>
      <Container>
        <S.Columns>
          <S.Column aria-labelledby="footer-about">
            <S.Heading id="footer-about">
              <FormattedMessage id="footer.about" />
            </S.Heading>
            <S.Text>{config.company_text}</S.Text>
          </S.Column>
          <S.Column as="nav" aria-labelledby="footer-information">
            <S.Heading id="footer-information">
              <FormattedMessage id="footer.information" />
            </S.Heading>
            <S.List>
              {links.map((link) => (
                <li key={link.key}>
                  <S.FooterLink as={AppLink} href={link.path}>
                    {link.title}
                  </S.FooterLink>
                </li>
              ))}
              <li>
                <S.FooterButton type="button" onClick={openConsentSettings}>
                  <FormattedMessage id="footer.cookieSettings" />
                </S.FooterButton>
              </li>
            </S.List>
          </S.Column>
          <S.Column aria-labelledby="footer-contacts">
            <S.Heading id="footer-contacts">
              <FormattedMessage id="footer.contacts" />
            </S.Heading>
            <S.List>
              <ContactItem
                href={`mailto:${config.email}`}
                icon={mailIcon}
                label={intl.formatMessage({ id: 'footer.email' })}
              >
                {config.email}
              </ContactItem>
              <ContactItem
                href={phoneHref(config.hotline_phone)}
                icon={phoneIcon}
                label={intl.formatMessage({ id: 'footer.phone' })}
              >
                {config.hotline_phone}
              </ContactItem>
              {config.whatsapp && (
                <ContactItem
                  href={`https://wa.me/${config.whatsapp.replace(/\D/g, '')}`}
                  icon={whatsappIcon}
                  label={intl.formatMessage({ id: 'footer.whatsapp' })}
                  external
                >
                  {config.whatsapp}
                </ContactItem>
              )}
            </S.List>
            <S.Address>
              <Icon shape={pinIcon} size={16} /> <S.Label>{intl.formatMessage({ id: 'footer.address' })}:</S.Label>{' '}
              {config.address.company_name}, {config.address.street}, {config.address.postcode} {config.address.city},{' '}
              {config.address.country}
            </S.Address>
          </S.Column>
          <S.Column aria-labelledby="footer-follow">
            <S.Heading id="footer-follow">
              <FormattedMessage id="footer.followUs" />
            </S.Heading>
            <S.Social>
              {SOCIAL_NETWORKS.map((network) => {
                const href = config.social[network];
                if (!href) return null;
                return (
                  <li key={network}>
                    <S.SocialLink
                      href={href}
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage({ id: `social.${network}` })}
                    >
                      <Icon shape={SOCIAL_ICONS[network]} size={20} />
                    </S.SocialLink>
                  </li>
                );
              })}
            </S.Social>
            {config.b2b_url && (
              <S.FooterLink href={config.b2b_url} rel="noopener">
                <FormattedMessage id="footer.b2b" />
              </S.FooterLink>
            )}
          </S.Column>
        </S.Columns>
        <S.Bottom>
          <FormattedMessage id="footer.rights" values={{ year, company: config.address.company_name }} />
        </S.Bottom>
      </Container>
    </S.Footer>
  );
}
