import { theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../i18n.ts';

const COPYRIGHT_YEAR = 2025;

/**
 * The links every public screen carries (spec §2: FAQ, Contact Us, Terms & Conditions, Accessibility) and the
 * copyright line.
 */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <Footer>
      <nav aria-label={intl.formatMessage({ id: 'layout.footer.label' })}>
        <Links>
          <li>
            <FooterLink to="/faq">
              <FormattedMessage id="layout.footer.faq" />
            </FooterLink>
          </li>
          <li>
            <FooterLink to="/contact">
              <FormattedMessage id="layout.footer.contact" />
            </FooterLink>
          </li>
          <li>
            <FooterLink to="/terms">
              <FormattedMessage id="layout.footer.terms" />
            </FooterLink>
          </li>
          <li>
            <FooterLink to="/accessibility">
              <FormattedMessage id="layout.footer.accessibility" />
            </FooterLink>
          </li>
        </Links>
      </nav>
      <Copyright>
        <FormattedMessage id="layout.footer.copyright" values={{ year: COPYRIGHT_YEAR }} />
      </Copyright>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
  text-align: center;
  font-size: 14px;
  color: ${theme.color.muted};
`;
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
// 44 px tall: a target a finger hits reliably (WCAG 2.5.5).
const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 2px;
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const Copyright = styled.p`
  margin-top: ${theme.space.sm};
`;
